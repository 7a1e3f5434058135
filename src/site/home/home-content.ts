/** The home page's words as content/home.yaml gives them. */

export interface IconText {
  icon: string;
  title: string;
  text: string;
}

export interface Partner {
  name: string;
  logo: string;
}

/** A service of the home page's grid: its words, and the price-list category it links to. */
export interface ServiceCard extends IconText {
  /** The category of its prices on /pricing ('Carpet Cleaning'). */
  prices: string;
}

export interface HomeContent {
  hero: { eyebrow: string; title: string; text: string };
  benefits: IconText[];
  services: { title: string; text: string; list: ServiceCard[] };
  packages: { title: string; text: string };
  steps: { title: string; text: string; list: IconText[] };
  reviews: { title: string };
  partners: { title: string; list: Partner[] };
}
