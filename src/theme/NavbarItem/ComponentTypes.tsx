/**
 * Extends the navbar item types (house style: extend maps, don't copy)
 * with `custom-docPage`: a version-aware doc link that is active only on
 * its own page (see DocPageNavbarItem).
 */
import DocPageNavbarItem from '@site/src/components/DocPageNavbarItem';
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';

export default {
  ...ComponentTypes,
  'custom-docPage': DocPageNavbarItem,
};
