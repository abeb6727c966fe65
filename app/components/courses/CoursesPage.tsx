import type { CoursesPageContent, Page, PageSection, SiteSettings } from '~/content/queries';
import type { PanelId } from '~/courses/panels';
import type { SeatsLeft } from '~/sessions/seat-key';

import { CoursesBanner } from './CoursesBanner';
import { CoursesCarousel } from './CoursesCarousel';
import { CoursesJsonLd } from './CoursesJsonLd';
import { DetailsArea } from './DetailsArea';
import { Pathways } from './Pathways';
import { PromoPopup } from './PromoPopup';
import { RefundPolicy } from './RefundPolicy';
import { Tracks } from './Tracks';
import { WhyChooseUs } from './WhyChooseUs';

interface Props {
  page: Page;
  content: CoursesPageContent;
  settings: SiteSettings | undefined;
  panel: PanelId | null;
  /** 'YYYY-MM-DD': sessions whose first day is before it are past. */
  today: string;
  /** Seats left per bookable session (`courseId:sessionKey`), live when the page was rendered. */
  seatsLeft?: Record<string, SeatsLeft>;
}

/** /courses: everything is rendered on the server; JavaScript only adds the niceties. */
export function CoursesPage({ page, content, settings, panel, today, seatsLeft }: Props) {
  const section = (key: string): PageSection | undefined =>
    page.sections?.find((candidate) => candidate.key === key);
  const { courses, programs } = content;
  const banner = section('banner');
  return (
    <>
      {banner ? <CoursesBanner section={banner} /> : null}
      {content.carousel?.images?.length ? (
        <CoursesCarousel images={content.carousel.images} />
      ) : null}
      <Pathways
        section={section('pathways')}
        columns={{
          fellowship: section('fellowshipPathway'),
          mastership: section('mastershipPathway'),
          residency: section('residencyPathway'),
        }}
        courses={courses}
        programs={programs}
        panel={panel}
      />
      <DetailsArea
        section={section('details')}
        courses={courses}
        programs={programs}
        panel={panel}
        today={today}
        seatsLeft={seatsLeft}
      />
      <Tracks
        fellowship={section('fellowshipTrack')}
        mastership={section('mastershipTrack')}
        courses={courses}
        programs={programs}
      />
      {content.whyChooseUs ? <WhyChooseUs content={content.whyChooseUs} /> : null}
      {content.refundPolicy ? <RefundPolicy policy={content.refundPolicy} /> : null}
      {content.promoPopup?.enabled ? <PromoPopup promo={content.promoPopup} /> : null}
      {settings ? <CoursesJsonLd courses={courses} settings={settings} today={today} /> : null}
    </>
  );
}
