// Shape 8 of Corpus/README.md, optional-heavy records (`optional-fields-*.json`): twenty fields
// that are each absent, `null` or present. Absent keys are `nil` on both sides.

import Sieve

/// A contact whose every field but `id` may be absent or `null`.
struct Contact: Schema, Decodable, Equatable {
    var id: Int
    var nickname: String?
    var middleName: String?
    var phone: String?
    var fax: String?
    var website: String?
    var company: String?
    var jobTitle: String?
    var department: String?
    var age: Int?
    var heightCm: Double?
    var weightKg: Double?
    var verified: Bool?
    var newsletter: Bool?
    var lastLoginAt: String?
    var referrerId: Int?
    var notes: String?
    var locale: String?
    var timezone: String?
    var score: Double?
    var rank: Int?

    enum CodingKeys: String, CodingKey {
        case id, nickname
        case middleName = "middle_name"
        case phone, fax, website, company
        case jobTitle = "job_title"
        case department, age
        case heightCm = "height_cm"
        case weightKg = "weight_kg"
        case verified, newsletter
        case lastLoginAt = "last_login_at"
        case referrerId = "referrer_id"
        case notes, locale, timezone, score, rank
    }

    init(from json: inout ObjectReader) throws {
        id = try json.decode("id")
        nickname = try json.decode("nickname")
        middleName = try json.decode("middle_name")
        phone = try json.decode("phone")
        fax = try json.decode("fax")
        website = try json.decode("website")
        company = try json.decode("company")
        jobTitle = try json.decode("job_title")
        department = try json.decode("department")
        age = try json.decode("age")
        heightCm = try json.decode("height_cm")
        weightKg = try json.decode("weight_kg")
        verified = try json.decode("verified")
        newsletter = try json.decode("newsletter")
        lastLoginAt = try json.decode("last_login_at")
        referrerId = try json.decode("referrer_id")
        notes = try json.decode("notes")
        locale = try json.decode("locale")
        timezone = try json.decode("timezone")
        score = try json.decode("score")
        rank = try json.decode("rank")
    }
}
