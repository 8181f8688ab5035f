import PlaceholderScreen from '../system/placeholder-screen';

/** /domain-list — built by issue 4 (customer catalogue). */
export default function DomainListScreen({ title }: { title: string }) {
  return <PlaceholderScreen title={title} />;
}
