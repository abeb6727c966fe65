/** Site settings, page texts and the enquiry options. */
import { defineQuery } from 'groq';
import { image, type ContentImage } from './fragments';

export interface Seo {
  title: string;
  description: string;
}

export interface Cta {
  _key: string;
  label: string;
  href: string;
  variant: 'primary' | 'secondary' | null;
}

export interface PageSection {
  _key: string;
  key: string;
  eyebrow: string | null;
  heading: string | null;
  body: string | null;
  items: string[] | null;
  image: ContentImage | null;
  ctas: Cta[] | null;
}

export interface Page {
  key: string;
  seo: Seo;
  sections: PageSection[] | null;
}

export interface SiteSettings {
  academyName: string;
  logo: ContentImage | null;
  phone: string;
  phoneHref: string;
  contactEmail: string;
  registrationEmail: string;
  officeEmail: string | null;
  address: {
    street: string;
    city: string;
    region: string;
    postalCode: string;
    country: string | null;
  };
  socialLink: { label: string; url: string } | null;
  mapLocation: { lat: number; lng: number } | null;
  mapEmbedUrl: string | null;
  defaultSeo: Seo | null;
}

export const siteSettingsQuery = defineQuery(`*[_id == "siteSettings"][0]{
  academyName,
  "logo": logo${image},
  phone,
  phoneHref,
  contactEmail,
  registrationEmail,
  officeEmail,
  address,
  socialLink,
  "mapLocation": mapLocation{lat, lng},
  mapEmbedUrl,
  defaultSeo
}`);

/** A page by its key (`home`, `about-us`, ...): SEO texts and its sections in order. */
export const pageQuery = defineQuery(`*[_type == "page" && key.current == $key][0]{
  "key": key.current,
  seo,
  sections[]{
    _key,
    key,
    eyebrow,
    heading,
    body,
    items,
    "image": image${image},
    ctas[]{_key, label, href, variant}
  }
}`);

export interface EnquiryOption {
  _id: string;
  label: string;
  title: string | null;
  ceHours: number | null;
  price: number | null;
  format: string | null;
}

/** The course options an enquiry can tick (SPEC §3), in the order staff set. */
export const enquiryOptionsQuery = defineQuery(`*[_type == "enquiryOption"] | order(orderRank asc){
  _id,
  label,
  title,
  ceHours,
  price,
  format
}`);
