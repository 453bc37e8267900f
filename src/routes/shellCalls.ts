/**
 * Which API calls come with the signed-in shell, and which screens need no others: one list for the build
 * (vite.config.ts tiers the client's call table by it) and the router (src/routes/router.tsx loads the rest of
 * the table beside any other screen). Plain data without imports, so the Vite config can read it too.
 */

/**
 * The calls the signed-in shell makes as it opens: the top bar's and sidebar's counts (src/shell/navbar/
 * navbarCounts.ts, which the dashboard's figures share) and the partner list (src/machines/partner). They load
 * with the shell; the other ~200 calls' table loads when one is first made, or once the browser is idle after
 * the shell has loaded. A call missing here still works: it waits for that table. Issue 13: the whole table was
 * 2.3 kB of /dashboard.
 */
export const SHELL_START_CALLS: readonly string[] = ['countUserCart', 'unreadMessageCount', 'taskCount', 'productNum', 'pendingReturnStatus', 'myAppPage', 'orderAttentionCount', 'partnerList'];

/** Screens (route names) whose first calls are all in SHELL_START_CALLS: opening one does not load the rest. */
export const SHELL_CALL_SCREENS: readonly string[] = ['dashboard'];
