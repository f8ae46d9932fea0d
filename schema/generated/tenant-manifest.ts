/* Generated from schema/tenant.schema.json by `npm run generate`. Do not edit by hand. */

/**
 * Path of an image file, relative to the manifest that names it.
 */
export type AssetPath = string;
/**
 * A feature that has a bottom-menu entry.
 */
export type MenuFeature = 'headline' | 'live' | 'score' | 'video' | 'database' | 'data-model' | 'chat' | 'user-center';
/**
 * A language of the app: cn (Chinese) or pt-br (Portuguese, Brazil).
 */
export type Locale = 'cn' | 'pt-br';

/**
 * A Sideline tenant manifest: tenants/<brand>/<code>.json. The file name is the site code.
 */
export interface TenantManifest {
  /**
   * Path to this schema, for editors.
   */
  $schema?: string;
  /**
   * Site code (or abstract base) this manifest inherits from: objects merge deeply, arrays and values replace.
   */
  extends?: string;
  /**
   * An abstract manifest is only a base for others: it is not a site code and is never built.
   */
  abstract?: boolean;
  /**
   * Brand family; must match the folder the manifest is in (tenants/<brand>/).
   */
  brand: string;
  siteName?: LocalizedText;
  keywords?: LocalizedText1;
  /**
   * Page title and keywords per path (spec 000 §2).
   */
  pages?: {
    /**
     * Title and keywords while the fan is on /live.
     */
    '/live'?: {
      title?: LocalizedText2;
      keywords?: LocalizedText3;
    };
    /**
     * Title and keywords while the fan is on /score.
     */
    '/score'?: {
      title?: LocalizedText4;
      keywords?: LocalizedText5;
    };
    /**
     * Title and keywords while the fan is on /live/lives.
     */
    '/live/lives'?: {
      title?: LocalizedText6;
      keywords?: LocalizedText7;
    };
    /**
     * Title and keywords while the fan is on /c2c.
     */
    '/c2c'?: {
      title?: LocalizedText8;
      keywords?: LocalizedText9;
    };
    /**
     * Title and keywords while the fan is on /user-center.
     */
    '/user-center'?: {
      title?: LocalizedText10;
      keywords?: LocalizedText11;
    };
  };
  /**
   * Default sp_source sent with every request when the page does not name one; must be in sources.
   */
  spSource?: number;
  /**
   * The per-source brand table: every sp_source this site answers to, with the brand name shown for it. Ids are unique.
   *
   * @minItems 1
   *
   * Items: One source code.
   */
  sources?: [
    {
      /**
       * The sp_source number.
       */
      id: number;
      /**
       * Brand name for this source.
       */
      name: string;
    },
    ...{
      /**
       * The sp_source number.
       */
      id: number;
      /**
       * Brand name for this source.
       */
      name: string;
    }[]
  ];
  /**
   * Brand colours and the light and dark palettes.
   */
  theme?: {
    /**
     * Theme colour: the header, buttons and other filled elements, and <meta name=theme-color>. The build derives the palette from it by contrast (schema/palette/): where text on it would fall under 4.5:1 it is drawn a few tones deeper or lighter, and `sideline validate` says so.
     */
    primary?: string;
    /**
     * Text and icons drawn on the theme colour. Kept unless the theme colour would have to move far to give it 4.5:1; then the other of white and the light text colour is used.
     */
    onPrimary?: string;
    /**
     * A CSS hex colour for active menu items and links on light surfaces, or empty to use primary. Set a darker shade when primary is light (xzb's yellow); the build still moves it (or primary in dark mode) along its tone until it reaches 4.5:1 on the surfaces.
     */
    accent?: string;
    /**
     * Mode on first visit; the fan can switch.
     */
    defaultMode?: 'light' | 'dark';
    /**
     * Colours used in light mode (data-mode="light" on <body>).
     */
    light?: {
      /**
       * Page background.
       */
      background?: string;
      /**
       * Cards, bars and the bottom menu.
       */
      surface?: string;
      /**
       * Main text.
       */
      text?: string;
      /**
       * Secondary text and inactive menu items.
       */
      textMuted?: string;
      /**
       * Hairlines and separators.
       */
      border?: string;
    };
    /**
     * Colours used in dark mode (data-mode="dark" on <body>).
     */
    dark?: {
      /**
       * Page background.
       */
      background?: string;
      /**
       * Cards, bars and the bottom menu.
       */
      surface?: string;
      /**
       * Main text.
       */
      text?: string;
      /**
       * Secondary text and inactive menu items.
       */
      textMuted?: string;
      /**
       * Hairlines and separators.
       */
      border?: string;
    };
  };
  /**
   * Brand images.
   */
  assets?: {
    /**
     * Logo shown in the header and on the not-available page.
     */
    logo?: string;
    /**
     * Favicon (<link rel=icon>).
     */
    favicon?: string;
  };
  /**
   * Default avatar images chosen by numeric source id, with a default for any other id.
   */
  avatars?: {
    /**
     * Avatar for ids without their own image.
     */
    default?: string;
    /**
     * Avatar per numeric id.
     */
    byId?: {
      [k: string]: AssetPath;
    };
  };
  /**
   * Which features are built into this tenant. A feature that is off is absent from the bundle; one that is on is shown when the server's switch flags also allow it.
   */
  features?: {
    /**
     * Home headline page (/headline): banners, hot matches, anchors, announcement.
     */
    headline?: boolean;
    /**
     * Live rooms (/live, /live/lives, /live/videos, /live-detail/{id}, /anchor-list) with video and room chat.
     */
    live?: boolean;
    /**
     * Schedules and scores (/score ...), match detail and the match webview tabs (/mobile/happening ...).
     */
    score?: boolean;
    /**
     * Short and recorded videos (/shortvideo/{id}, /rec-category, /rec-collection, /rec-video).
     */
    video?: boolean;
    /**
     * Global search (/search) across events, teams and matches.
     */
    search?: boolean;
    /**
     * Share landing pages (/share/...) and the /pp/talk redirect.
     */
    share?: boolean;
    /**
     * Sports database (/database ..., /fifa-team/{id}).
     */
    database?: boolean;
    /**
     * Paid data models (/data ...): upset, poisson, diversity, margin.
     */
    'data-model'?: boolean;
    /**
     * VIP plans and VIP user pages (/vip-plans, /vip-user/{uid}).
     */
    vip?: boolean;
    /**
     * Shop and order records (/newshop, /newshop/records).
     */
    shop?: boolean;
    /**
     * Wallet, recharge, withdraw, balance and transaction log.
     */
    wallet?: boolean;
    /**
     * Daily check-in and tasks (/user-center/task).
     */
    task?: boolean;
    /**
     * Activities (/activities, /activity/{id}).
     */
    activity?: boolean;
    /**
     * User centre (/user-center and its sub-pages).
     */
    'user-center'?: boolean;
    /**
     * One-to-one chat, groups and anchor fan groups (/c2c ..., /chat-group ...).
     */
    chat?: boolean;
    /**
     * News webview (/mobile/news).
     */
    news?: boolean;
    /**
     * Feedback pages (/user-center/feedback, /mobile/service/feedback ...).
     */
    feedback?: boolean;
    /**
     * Static webview pages (/privacy, /mobile/about, /mobile/package-rules, /mobile/privacy/{type}).
     */
    webview?: boolean;
  };
  /**
   * Which room and match-detail tabs are built (spec 000 §2 order: chat, c2c, lives, quiz, status, analysis, lineup, index, rank).
   */
  tabs?: {
    /**
     * Room chat tab (live-detail; score detail when the match has a room anchor).
     */
    chat?: boolean;
    /**
     * Private chat tab.
     */
    c2c?: boolean;
    /**
     * Anchors covering the match.
     */
    lives?: boolean;
    /**
     * Match quiz tab.
     */
    quiz?: boolean;
    /**
     * Match status: incidents timeline and text live.
     */
    status?: boolean;
    /**
     * Head-to-head and recent form.
     */
    analysis?: boolean;
    /**
     * Football lineup.
     */
    lineup?: boolean;
    /**
     * Odds per bookmaker.
     */
    index?: boolean;
    /**
     * Basketball standings.
     */
    rank?: boolean;
  };
  /**
   * Home headline page.
   */
  home?: {
    /**
     * Preferred default headline tab; auto follows the spec rule (anchors, then clips, then db). A named tab needs its feature built: anchors=live, clips=video, db=database.
     */
    defaultTab?: 'auto' | 'anchors' | 'clips' | 'db';
  };
  /**
   * Bottom menu, left to right: features that have a menu entry. Every entry must be built.
   *
   * @minItems 2
   * @maxItems 5
   */
  menu?:
    | [MenuFeature, MenuFeature]
    | [MenuFeature, MenuFeature, MenuFeature]
    | [MenuFeature, MenuFeature, MenuFeature, MenuFeature]
    | [MenuFeature, MenuFeature, MenuFeature, MenuFeature, MenuFeature];
  /**
   * Languages.
   */
  locales?: {
    /**
     * Language on first visit.
     */
    default?: 'cn' | 'pt-br';
    /**
     * Languages the fan may pick.
     *
     * @minItems 1
     */
    available?: [Locale, ...Locale[]];
    /**
     * Per-language label overrides: { namespace: { key: text } }.
     */
    overrides?: {
      /**
       * Overrides for cn.
       */
      cn?: {
        [k: string]: {
          [k: string]: string;
        };
      };
      /**
       * Overrides for pt-br.
       */
      'pt-br'?: {
        [k: string]: {
          [k: string]: string;
        };
      };
    };
  };
  /**
   * Where /m/ sends the fan: the score page, or the live page on other site variants.
   */
  rootRedirect?: 'score' | 'live';
  /**
   * Where the runtime finds its backend.
   */
  api?: {
    /**
     * API hosts used round-robin; empty means the page's own origin.
     */
    hosts?: string[];
    /**
     * URL of the storage file that lists hosts (fetched by GET); empty for none.
     */
    hostListFile?: string;
    /**
     * Host used when no other is known; empty means the page's own origin.
     */
    fallbackHost?: string;
  };
  /**
   * Chat layer.
   */
  im?: {
    /**
     * Chat application id (the server's im_sdkappid wins when it sends one).
     */
    sdkAppId?: number;
  };
  /**
   * Page query parameters copied onto every API request (spec: channel_code on the qutu site).
   */
  carryQuery?: 'channel_code'[];
  /**
   * Share pages.
   */
  share?: {
    /**
     * Domains share links may point at.
     */
    domains?: string[];
    /**
     * Where the share pages send a fan who has not installed the app. Empty for none: the pages then offer the in-app route alone.
     */
    download?: {
      /**
       * Android download page or package (https), offered on every system but iOS.
       */
      android?: string;
      /**
       * App Store page (https), offered on iPhone and iPad (and elsewhere when there is no Android link).
       */
      ios?: string;
    };
  };
  /**
   * The installable app: a web app manifest (/m/manifest.webmanifest) with icons drawn at build time from assets.logo (or assets.favicon when the logo is not an SVG or PNG), and a service worker (/m/sw.js) that keeps the app shell and the last score list for offline use.
   */
  pwa?: {
    /**
     * Emit the web app manifest and its icons and link it from every page, so the site can be installed to a home screen.
     */
    enabled?: boolean;
    shortName?: LocalizedText12;
    /**
     * Register the service worker (/m/sw.js, scope /m/): the app shell and the last score list offline. Only with enabled.
     */
    serviceWorker?: boolean;
  };
}
/**
 * Site name shown in the header, the page title and share texts.
 */
export interface LocalizedText {
  /**
   * Chinese (zh-CN).
   */
  cn: string;
  /**
   * Portuguese (Brazil).
   */
  'pt-br': string;
}
/**
 * Site-wide <meta name=keywords>.
 */
export interface LocalizedText1 {
  /**
   * Chinese (zh-CN).
   */
  cn: string;
  /**
   * Portuguese (Brazil).
   */
  'pt-br': string;
}
/**
 * Page title; {siteName} is replaced with the site name.
 */
export interface LocalizedText2 {
  /**
   * Chinese (zh-CN).
   */
  cn: string;
  /**
   * Portuguese (Brazil).
   */
  'pt-br': string;
}
/**
 * Content of <meta name=keywords>.
 */
export interface LocalizedText3 {
  /**
   * Chinese (zh-CN).
   */
  cn: string;
  /**
   * Portuguese (Brazil).
   */
  'pt-br': string;
}
/**
 * Page title; {siteName} is replaced with the site name.
 */
export interface LocalizedText4 {
  /**
   * Chinese (zh-CN).
   */
  cn: string;
  /**
   * Portuguese (Brazil).
   */
  'pt-br': string;
}
/**
 * Content of <meta name=keywords>.
 */
export interface LocalizedText5 {
  /**
   * Chinese (zh-CN).
   */
  cn: string;
  /**
   * Portuguese (Brazil).
   */
  'pt-br': string;
}
/**
 * Page title; {siteName} is replaced with the site name.
 */
export interface LocalizedText6 {
  /**
   * Chinese (zh-CN).
   */
  cn: string;
  /**
   * Portuguese (Brazil).
   */
  'pt-br': string;
}
/**
 * Content of <meta name=keywords>.
 */
export interface LocalizedText7 {
  /**
   * Chinese (zh-CN).
   */
  cn: string;
  /**
   * Portuguese (Brazil).
   */
  'pt-br': string;
}
/**
 * Page title; {siteName} is replaced with the site name.
 */
export interface LocalizedText8 {
  /**
   * Chinese (zh-CN).
   */
  cn: string;
  /**
   * Portuguese (Brazil).
   */
  'pt-br': string;
}
/**
 * Content of <meta name=keywords>.
 */
export interface LocalizedText9 {
  /**
   * Chinese (zh-CN).
   */
  cn: string;
  /**
   * Portuguese (Brazil).
   */
  'pt-br': string;
}
/**
 * Page title; {siteName} is replaced with the site name.
 */
export interface LocalizedText10 {
  /**
   * Chinese (zh-CN).
   */
  cn: string;
  /**
   * Portuguese (Brazil).
   */
  'pt-br': string;
}
/**
 * Content of <meta name=keywords>.
 */
export interface LocalizedText11 {
  /**
   * Chinese (zh-CN).
   */
  cn: string;
  /**
   * Portuguese (Brazil).
   */
  'pt-br': string;
}
/**
 * Name under the home-screen icon (12 characters or fewer show whole). Empty for the site name.
 */
export interface LocalizedText12 {
  /**
   * Chinese (zh-CN).
   */
  cn: string;
  /**
   * Portuguese (Brazil).
   */
  'pt-br': string;
}
