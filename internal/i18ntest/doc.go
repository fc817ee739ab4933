// Package i18ntest holds, for tests only, the checks of the texts that
// several packages' tests made alike: that every message id a package's
// sources name is in every language file (Named), the {{.Name}}
// placeholders of a text (Placeholders, Strip), and the rules of the
// articles a sentence gives a name, by language (ArticleRules). The files' completeness
// (every language holds English's ids, with the same placeholders and the
// plural forms it needs) is the i18n package's own test.
package i18ntest
