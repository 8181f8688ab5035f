import { accessibilityCopy as copy, type StatementSection } from './accessibility-copy';
import { appConfig } from '../../platform/app-config';
import { Card, Page } from '../../ui/page';
import styles from './accessibility-statement-screen.module.css';

function Section({ section, children }: { section: StatementSection; children?: React.ReactNode }) {
  return (
    <section className={styles.section}>
      <h2>{section.heading}</h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.items && (
        <ul>
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}

/** The accessibility statement (Deklaracja dostępności), open to guests and signed-in users alike. */
export default function AccessibilityStatementScreen({ title }: { title: string }) {
  const { dates, feedback } = copy;
  return (
    <Page title={title}>
      <Card>
        <div className={styles.statement}>
          <Section section={copy.commitment} />
          <Section section={copy.standard} />
          <Section section={copy.status} />
          <section className={styles.section}>
            <h2>{dates.heading}</h2>
            <dl className={styles.dates}>
              <dt>{dates.prepared}</dt>
              <dd>
                <time dateTime={dates.preparedOn.iso}>{dates.preparedOn.label}</time>
              </dd>
              <dt>{dates.reviewed}</dt>
              <dd>
                <time dateTime={dates.reviewedOn.iso}>{dates.reviewedOn.label}</time>
              </dd>
            </dl>
          </section>
          <Section section={copy.assessment} />
          <Section section={feedback}>
            <p>
              {feedback.emailLabel} <a href={`mailto:${appConfig.supportEmail}`}>{appConfig.supportEmail}</a>
            </p>
          </Section>
          <Section section={copy.procedure} />
          <Section section={copy.architecture} />
        </div>
      </Card>
    </Page>
  );
}
