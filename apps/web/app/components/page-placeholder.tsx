import { messages } from '../messages';

/** A page whose feature arrives with a later release: it renders in the frame and says so plainly. */
export function PagePlaceholder({ title }: { title: string }) {
  return (
    <section className="lm-notice">
      <h1>{title}</h1>
      <p>{messages.placeholder.text}</p>
    </section>
  );
}
