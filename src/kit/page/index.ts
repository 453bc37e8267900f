export { Page, DetailPage, type PageProps, type DetailPageProps } from './Page';
export { useRecordTitle, useRecordTitleOf, setRecordTitle, recordTitleOf } from './recordTitles';
