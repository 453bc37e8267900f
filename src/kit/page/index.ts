export { Page, DetailPage, type PageProps, type DetailPageProps } from './Page';
export { useRecordTitle, useRecordTitleOf, useRecordTitles, setRecordTitle, recordTitleOf } from './recordTitles';
