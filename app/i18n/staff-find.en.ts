/**
 * Interface texts for finding an order from /staff (issue 48 items 6 and 7): the order list and
 * its search, a short reference's page, the past sessions, and where a monthly plan stands. Part
 * of the `staff` namespace (staff.en.ts spreads them in).
 */
const staffFindEn = {
  planStanding: 'Paid {{collected}} of {{total}}',
  planStandingNext: 'next {{amount}} on {{date}}',
  planStandingPastDue: 'past due',
  planStandingCancelled: 'plan cancelled',
  planCollected: 'Collected',
  lineShare: 'Share of the price',
  ordersLink: 'Find an order',
  ordersTitle: 'Staff: orders',
  ordersIntro:
    'Every order, newest first, whatever became of it. Search by the buyer’s name, e-mail or the order’s reference.',
  ordersSearchLabel: 'Name, e-mail or reference',
  ordersSearch: 'Search',
  ordersShowAll: 'Show every order',
  ordersCaption: 'Orders, newest first: page {{page}} of {{pages}}',
  ordersFound: '{{count}} orders match “{{query}}”.',
  ordersFoundOne: '1 order matches “{{query}}”.',
  ordersNone: 'No order matches “{{query}}”.',
  ordersEmpty: 'No orders yet.',
  ordersNewer: 'Newer orders',
  ordersOlder: 'Older orders',
  ordersPages: 'Pages of the order list',
  ordersPageOf: 'Page {{page}} of {{pages}}',
  ordersDate: 'Made on',
  ordersBuyer: 'Buyer',
  ordersItems: 'Items',
  ordersCollected: 'Collected',
  ordersDue: 'Still due',
  ordersCancelledCourses: '{{count}} course(s) cancelled',
  ordersRefunded: '{{amount}} refunded',
  ordersErrors: {
    pageInvalid: 'The page must be a whole number from 1.',
    queryTooLong: 'Search for at most 254 characters.',
  },
  referenceTitle: 'Orders whose reference starts with {{reference}}',
  referenceIntro: 'More than one order has this reference. Choose the one you mean.',
  referenceUnknownTitle: 'No order {{reference}}',
  referenceUnknownIntro:
    'No order has this reference. Check it, or search the orders by name, e-mail or reference.',
  pastSessions: 'Past sessions',
  pastSessionsIntro:
    'Sessions that have ended, newest first: their attendance (for corrections) and roster.',
  pastSessionsCaption: 'Past sessions with their attendance and roster',
};

export default staffFindEn;
