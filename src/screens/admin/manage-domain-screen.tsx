import PlaceholderScreen from '../system/placeholder-screen';

/** /manage/{id} — built by issue 4 (admin single domain). */
export default function ManageDomainScreen({ title }: { title: string }) {
  return <PlaceholderScreen title={title} />;
}
