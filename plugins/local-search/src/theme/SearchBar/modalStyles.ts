/**
 * The modal's stylesheets, loaded with it on first use (one CSS file, kept
 * out of the eager stylesheet by `LAZY_CSS` in the plugin's index).
 */
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/modal.css';
import './modal.css';
