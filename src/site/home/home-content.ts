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

export interface HomeContent {
  hero: { eyebrow: string; title: string; text: string };
  benefits: IconText[];
  services: { title: string; text: string; list: IconText[] };
  packages: { title: string; text: string };
  steps: { title: string; text: string; list: IconText[] };
  reviews: { title: string };
  partners: { title: string; list: Partner[] };
}
