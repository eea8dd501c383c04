/**
 * The navbar item types the site's navbar uses, plus `custom-docPage`: a
 * version-aware doc link that is active only on its own page (see
 * DocPageNavbarItem).
 *
 * Not the theme's whole map spread in: each type in the map is code in the
 * entry bundle of every page, and the site uses four of the theme's nine
 * (not the locale dropdown, `html`, `doc`, `docsVersion` or `search` items,
 * nor their icons). ComponentTypes.test.ts checks that
 * every navbar item of the config has its type here; an item of a missing
 * type fails the build ("No NavbarItem component found for type").
 */
import DocPageNavbarItem from '@site/src/components/DocPageNavbarItem';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';
import DocsVersionDropdownNavbarItem from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';

export default {
  default: DefaultNavbarItem,
  dropdown: DropdownNavbarItem,
  docSidebar: DocSidebarNavbarItem,
  docsVersionDropdown: DocsVersionDropdownNavbarItem,
  'custom-docPage': DocPageNavbarItem,
};
