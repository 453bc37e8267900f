/** The file-order and export screens by route name (read by the router only). */
import type { ScreenLoaders } from '@/routes/define';

export const orderFilesScreens: ScreenLoaders = {
  ordersFtp: () => import('./FileOrdersScreen'),
  ordersFtpLog: () => import('./FileLogScreen'),
  ordersDownloadExcel: () => import('./ExportScreen'),
  ordersDownload: () => import('./DownloadsScreen'),
};
