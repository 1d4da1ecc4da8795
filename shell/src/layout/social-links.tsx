import { FacebookIcon, InstagramIcon, TikTokIcon, YouTubeIcon } from './icons';
import styles from './footer.module.css';

const SOCIAL_LINKS = [
  { name: 'Instagram', href: 'https://www.instagram.com/', Icon: InstagramIcon },
  { name: 'Facebook', href: 'https://www.facebook.com/', Icon: FacebookIcon },
  { name: 'TikTok', href: 'https://www.tiktok.com/', Icon: TikTokIcon },
  { name: 'YouTube', href: 'https://www.youtube.com/', Icon: YouTubeIcon },
];

export function SocialLinks() {
  return (
    <ul className={styles.social}>
      {SOCIAL_LINKS.map(({ name, href, Icon }) => (
        <li key={name}>
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={name}>
            <Icon />
          </a>
        </li>
      ))}
    </ul>
  );
}
