import PlaceholderScreen from '../system/placeholder-screen';

/** /domain-list/{id} — built by issue 4 (customer catalogue). */
export default function DomainScreen({ title }: { title: string }) {
  return <PlaceholderScreen title={title} />;
}
