/** The tab strips' looks, shared by React Aria's Tabs (Tabs.tsx) and the plain tabs (PlainTabs.tsx). */
export const tabsVariants = ['line', 'pill'] as const;
export type Variant = (typeof tabsVariants)[number];

export const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');
