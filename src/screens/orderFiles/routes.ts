/** File orders (/orders/ftp and its log by type) and exports (/orders/downloadExcel, /orders/download). */
import { built, privateRoute, type RouteDef } from '@/routes/define';
import { orderFilePaths } from './paths';

export const orderFilesRoutes: readonly RouteDef[] = [
  privateRoute(orderFilePaths.upload, 'ordersFtp', 'menu:order:ftp', { parent: 'ordersList', ...built }),
  privateRoute(orderFilePaths.logPattern, 'ordersFtpLog', 'menu:order:ftp:log', { parent: 'ordersFtp', ...built }),
  privateRoute(orderFilePaths.exportExcel, 'ordersDownloadExcel', 'menu:order:list', { parent: 'ordersList', ...built }),
  privateRoute(orderFilePaths.downloads, 'ordersDownload', 'menu:order:list', { parent: 'ordersList', ...built }),
];
