/**
 * `RemoveScroll.classNames` of react-remove-scroll, all that Mantine's AppShell header, footer and
 * aside import from it: scripts/vite/stand-ins-plugin.mjs points those imports here, so the
 * shell's first paint does not load the scroll-lock library (the dialogs that lock scrolling load
 * it with their own code, and it pads the elements of these classes while it does).
 */
export const RemoveScroll = { classNames: { fullWidth: 'width-before-scroll-bar', zeroRight: 'right-scroll-bar-position' } };
