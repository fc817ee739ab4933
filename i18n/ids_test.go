package i18n

// yakuIDs are the engine's yaku ids, in the order of docs/rules.md §2, then
// the two hand wins.
var yakuIDs = []string{
	"goko", "shiko", "ame-shiko", "sanko", "inoshikacho", "tane",
	"akatan-aotan", "akatan", "aotan", "tan", "kasu",
	"tsukimi", "hanami", "tsukifuda", "triad", "teshi", "kuttsuki",
}

// cardIDs are the 48 card ids of docs/cards.tsv, in deck order.
var cardIDs = []string{
	"jan-crane", "jan-poetry", "jan-plain-1", "jan-plain-2",
	"feb-warbler", "feb-poetry", "feb-plain-1", "feb-plain-2",
	"mar-curtain", "mar-poetry", "mar-plain-1", "mar-plain-2",
	"apr-cuckoo", "apr-ribbon", "apr-plain-1", "apr-plain-2",
	"may-bridge", "may-ribbon", "may-plain-1", "may-plain-2",
	"jun-butterflies", "jun-blue", "jun-plain-1", "jun-plain-2",
	"jul-boar", "jul-ribbon", "jul-plain-1", "jul-plain-2",
	"aug-moon", "aug-geese", "aug-plain-1", "aug-plain-2",
	"sep-sake", "sep-blue", "sep-plain-1", "sep-plain-2",
	"oct-deer", "oct-blue", "oct-plain-1", "oct-plain-2",
	"nov-rainman", "nov-swallow", "nov-ribbon", "nov-lightning",
	"dec-phoenix", "dec-plain-1", "dec-plain-2", "dec-plain-3",
}

// kindIDs are the card ranks, most valuable first.
var kindIDs = []string{"bright", "animal", "ribbon", "plain"}
