/**
 * The contrast report: which seeds the AA repair moved, then every text/background pair the
 * components draw with its ratio before and after the repair and the minimum it must meet.
 */
import type { ContrastReport } from '@/design-system/theme/studio';
import { useTranslation } from '@/i18n/i18n';
import * as styles from './PartnerStudio.css';

const swatch = (color: string) => <span aria-hidden="true" className={styles.miniSwatch} style={{ background: color }} />;

export function ContrastReportView({ report }: { report: ContrastReport }) {
  const { t } = useTranslation();
  const format = (n: number) => `${n.toFixed(2)}:1`;
  return (
    <div className={styles.report}>
      <p aria-live="polite">
        {t('partner.studio.summary', { failing: report.failingBefore, total: report.rows.length })}
      </p>
      {report.adjusted.length > 0 ? (
        <ul className={styles.adjusted} aria-label={t('partner.studio.adjustedTitle')}>
          {report.adjusted.map((a) => (
            <li key={a.seed}>
              {swatch(a.from)}
              {swatch(a.to)}
              {t('partner.studio.adjusted', { seed: t(`partner.studio.color.${a.seed}`), from: a.from, to: a.to })}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('partner.studio.noneAdjusted')}</p>
      )}
      <div className={styles.tableWrap}>
        <table className={styles.table} aria-label={t('partner.studio.tableLabel')}>
          <thead>
            <tr>
              <th scope="col">{t('partner.studio.col.foreground')}</th>
              <th scope="col">{t('partner.studio.col.background')}</th>
              <th scope="col">{t('partner.studio.col.minimum')}</th>
              <th scope="col">{t('partner.studio.col.before')}</th>
              <th scope="col">{t('partner.studio.col.after')}</th>
            </tr>
          </thead>
          <tbody>
            {report.rows.map((row) => (
              <tr key={`${row.foreground} ${row.background}`}>
                <td className={styles.mono}>{row.foreground}</td>
                <td className={styles.mono}>{row.background}</td>
                <td>{format(row.min)}</td>
                <td data-fails={row.before < row.min || undefined}>
                  {format(row.before)} {row.before < row.min ? t('partner.studio.fails') : t('partner.studio.passes')}
                </td>
                <td>
                  {format(row.after)} {row.after < row.min ? t('partner.studio.fails') : t('partner.studio.passes')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
