import { Link } from 'react-router';
import { homeMessages } from './home-messages';
import type { HomeActivity, HomeStory } from './types';

/**
 * Slots for other components' data: current activities (points, coupons and activities, issue 22)
 * and recent articles and solutions (issue 23's content pages). Each takes a list and renders
 * nothing when it is empty, so the home page reads whole before they are wired.
 */
export function HomeActivities({ activities }: { activities: readonly HomeActivity[] }) {
  if (activities.length === 0) return null;
  return (
    <section className="lm-home-section" aria-labelledby="home-activities">
      <h2 id="home-activities" className="lm-home-section__title">
        {homeMessages.activities.title}
      </h2>
      <ul className="lm-home-tiles">
        {activities.map((activity) => (
          <li key={activity.id}>
            <Link to={activity.href} className="lm-home-tile">
              <strong>{activity.title}</strong>
              {activity.note && <span className="lm-home-tile__note">{activity.note}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HomeStories({ stories }: { stories: readonly HomeStory[] }) {
  const t = homeMessages.stories;
  if (stories.length === 0) return null;
  return (
    <section className="lm-home-section" aria-labelledby="home-stories">
      <h2 id="home-stories" className="lm-home-section__title">
        {t.title}
      </h2>
      <ul className="lm-home-stories">
        {stories.map((story) => (
          <li key={`${story.kind}-${story.id}`}>
            <span className="lm-home-stories__kind">{story.kind === 'article' ? t.article : t.solution}</span>
            <Link to={story.href}>{story.title}</Link>
            {story.date && <time dateTime={story.date}>{story.date.slice(0, 10)}</time>}
          </li>
        ))}
      </ul>
    </section>
  );
}
