// reader-experience §7: the analytics events the reader's pages send.
export const ANALYTICS_EVENTS = {
  predictiveOpened: 'search.predictiveOpened',
  predictiveQueried: 'search.predictiveQueried',
  predictiveResultClicked: 'search.predictiveResultClicked',
  avatarMenuOpened: 'nav.avatarMenuOpened',
  buttonClicked: 'button.clicked',
  buttonPresented: 'button.clientPresented',
} as const;
