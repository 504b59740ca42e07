import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import { BAR_HIDDEN, LoadingBarController } from '../../lib/hooks/loading-bar';

/**
 * The thin bar across the top of the page during a client-side navigation (React Router's navigation
 * state): shown only when loading outlasts 200 ms, creeping toward ~90 % over about 5 s, then full and
 * gone 500 ms after the page arrives. Mounted once in the root. Decorative: the page itself carries
 * the content, so assistive technology skips it.
 */
export function TopLoadingBar() {
  const navigating = useNavigation().state !== 'idle';
  const [bar, setBar] = useState(BAR_HIDDEN);
  const controller = useRef<LoadingBarController | null>(null);

  useEffect(() => {
    const created = new LoadingBarController(setBar);
    controller.current = created;
    return () => {
      created.dispose();
      controller.current = null;
    };
  }, []);

  useEffect(() => {
    if (navigating) controller.current?.start();
    else controller.current?.done();
  }, [navigating]);

  return (
    <div className="lm-top-bar" data-phase={bar.phase} aria-hidden="true">
      <div
        key={bar.run}
        className="lm-top-bar__fill"
        style={{ transform: `scaleX(${bar.progress / 100})` }}
      />
    </div>
  );
}
