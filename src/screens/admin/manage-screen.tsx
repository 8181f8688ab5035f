import PlaceholderScreen from '../system/placeholder-screen';

/** /manage — built by issue 4 (admin domain table). */
export default function ManageScreen({ title }: { title: string }) {
  return <PlaceholderScreen title={title} />;
}
