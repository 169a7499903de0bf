// The tab screen's door (issue [17/21]): the route imports this tiny module, which imports the
// screen. The list of the screen's chunks then ships with this module instead of the storefront's
// entry, which every page (the landing first, with its 100 KB budget) loads. A default export:
// its name is the shortest the entry can call.
export default () => import('./TabPage').then((m) => m.TabPage);
