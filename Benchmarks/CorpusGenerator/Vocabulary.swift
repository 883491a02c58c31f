// Vocabulary.swift — fixed word lists the shapes draw from.
//
// Order matters: generators pick by index, so editing a list changes the corpus bytes.
// Non-ASCII entries that are sensitive to Unicode normalization are spelled with \u{...}
// escapes so an editor can never silently re-normalize them.

enum Vocabulary {
    static let firstNames = [
        "Ada", "Alan", "Grace", "Linus", "Margaret", "Dennis", "Barbara", "Ken", "Frances",
        "Edsger", "Radia", "Tim", "Hedy", "Donald", "Katherine", "John", "Sophie", "Niklaus",
        "Zoë", "José", "Ingrid", "Søren", "Renée", "Łukasz", "Çağla", "Jürgen", "Ærin",
        "Yūki", "Björn", "Amélie", "Dmitri", "Priya", "Chen", "Oluwaseun", "Mateo", "Aroha",
    ]

    static let lastNames = [
        "Lovelace", "Turing", "Hopper", "Torvalds", "Hamilton", "Ritchie", "Liskov", "Thompson",
        "Allen", "Dijkstra", "Perlman", "Berners-Lee", "Lamarr", "Knuth", "Johnson", "McCarthy",
        "Wilson", "Wirth", "Müller", "García", "Østergaard", "Kowalski", "Öztürk", "Nguyễn",
        "O'Brien", "Smith", "Tanaka", "Ivanova", "Dubois", "Rossi", "Kim", "Okafor",
    ]

    static let words = [
        "alpha", "beta", "gamma", "delta", "signal", "vector", "cache", "buffer", "stream",
        "parser", "token", "schema", "record", "field", "value", "index", "cursor", "batch",
        "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "lorem", "ipsum", "dolor",
        "sit", "amet", "consectetur", "adipiscing", "elit", "sed", "do", "eiusmod", "tempor",
        "release", "deploy", "latency", "throughput", "region", "cluster", "replica", "shard",
        "invoice", "payment", "refund", "ledger", "account", "profile", "session", "upload",
    ]

    static let tags = [
        "swift", "json", "linux", "ios", "server", "beta", "vip", "trial", "legacy", "eu",
        "us", "apac", "mobile", "web", "internal", "partner", "edu", "nonprofit",
    ]

    /// (city, ISO 3166 alpha-2 country) pairs; several cities are non-ASCII.
    static let cities: [(String, String)] = [
        ("Berlin", "DE"), ("Zürich", "CH"), ("São Paulo", "BR"), ("東京", "JP"),
        ("Москва", "RU"), ("Kraków", "PL"), ("Reykjavík", "IS"), ("München", "DE"),
        ("Paris", "FR"), ("Montréal", "CA"), ("서울", "KR"), ("İstanbul", "TR"),
        ("Αθήνα", "GR"), ("القاهرة", "EG"), ("Lagos", "NG"), ("Auckland", "NZ"),
        ("Austin", "US"), ("Bengaluru", "IN"), ("Ciudad de México", "MX"), ("Oslo", "NO"),
    ]

    static let languages = ["en", "de", "fr", "ja", "pt-BR", "ru", "zh-Hans", "ko", "tr", "el"]

    static let currencies = ["USD", "EUR", "GBP", "JPY", "CHF", "BRL"]

    /// Raw (unescaped) non-ASCII snippets: 2-, 3- and 4-byte UTF-8, combining marks, ZWJ
    /// sequences, flags, RTL text and U+2028 (legal in JSON, illegal in old JavaScript).
    static let unicodeSnippets = [
        "é", "日本", "😀", "naïve", "café", "Ελληνικά", "русский", "中文字符", "한국어",
        "עברית", "العربية", "हिन्दी", "🇯🇵", "👩\u{200D}💻", "e\u{301}", "Å", "ß", "∑∫√",
        "€100", "½", "™", "𝄞", "🤖🚀", "\u{2028}", "\u{00A0}", "\u{FEFF}", "𠀋",
    ]

    /// Scalars used for `\uXXXX` escapes (BMP) and surrogate pairs (astral). No lone surrogates.
    static let escapableScalars: [Unicode.Scalar] = [
        "\u{E9}", "\u{FC}", "\u{F1}", "\u{3B1}", "\u{416}", "\u{5D0}", "\u{627}", "\u{E01}",
        "\u{65E5}", "\u{672C}", "\u{AC00}", "\u{2028}", "\u{2029}", "\u{20AC}", "\u{FFFD}",
        "\u{1F600}", "\u{1F680}", "\u{1F44D}", "\u{1D11E}", "\u{20000}", "\u{10FFFF}",
    ]
}
