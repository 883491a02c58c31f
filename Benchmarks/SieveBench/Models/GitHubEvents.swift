// github_events.json (simdjson's jsonexamples): 30 events from the GitHub API, whose `payload`
// depends on the event type (push, create, fork, issues, issue comment, gollum). The full
// models capture every value: the payload is one struct with every kind's members optional.
// Key orders vary between objects of one type (repositories, users, issues), as the API sends
// them; the initializers ask in the most common order.
//
// `milestone` is `null` in every issue and is `AnyJSON?`; `labels` is always empty and is
// `[GitHubLabel]`; members that are `null` in every record are optional (`mirror_url` and the
// pull-request links `URL?`, `summary` `String?`). Dates are `Date` (ISO 8601; the Codable
// side decodes with `.iso8601`), links are `URL`, except the members that hold URI templates
// (`issues_url`: `…/issues{/number}`, whose braces `URL(string:)` would escape; a user's
// `events_url` is one, a repository's is not) or an scp-style address (`ssh_url`:
// `git@github.com:…`), which are not URLs and stay `String`, as does `homepage` (empty or null
// in every record).

import Foundation
import Sieve

// MARK: - Full models

/// One event.
struct GitHubEvent: Schema, Decodable, Equatable {
    var type: String
    var createdAt: Date
    var actor: GitHubActor
    var repo: GitHubRepoRef
    var `public`: Bool
    var org: GitHubActor?
    var payload: GitHubPayload
    var id: String

    enum CodingKeys: String, CodingKey {
        case type
        case createdAt = "created_at"
        case actor, repo, `public`, org, payload, id
    }

    init(from json: inout ObjectReader) throws {
        type = try json.decode("type")
        createdAt = try json.decode("created_at")
        actor = try json.decode("actor")
        repo = try json.decode("repo")
        `public` = try json.decode("public")
        org = try json.decode("org")
        payload = try json.decode("payload")
        id = try json.decode("id")
    }
}

/// Who did it (or the organization it happened in).
struct GitHubActor: Schema, Decodable, Equatable {
    var gravatarId: String
    var login: String
    var avatarURL: URL
    var url: URL
    var id: Int

    enum CodingKeys: String, CodingKey {
        case gravatarId = "gravatar_id"
        case login
        case avatarURL = "avatar_url"
        case url, id
    }

    init(from json: inout ObjectReader) throws {
        gravatarId = try json.decode("gravatar_id")
        login = try json.decode("login")
        avatarURL = try json.decode("avatar_url")
        url = try json.decode("url")
        id = try json.decode("id")
    }
}

/// The repository an event happened in.
struct GitHubRepoRef: Schema, Decodable, Equatable {
    var url: URL
    var id: Int
    var name: String

    init(from json: inout ObjectReader) throws {
        url = try json.decode("url")
        id = try json.decode("id")
        name = try json.decode("name")
    }
}

/// Every member any event type's payload has; each is absent from the other types.
struct GitHubPayload: Schema, Decodable, Equatable {
    var commits: [GitHubCommit]?
    var distinctSize: Int?
    var ref: String?
    var pushId: Int?
    var head: String?
    var before: String?
    var size: Int?
    var description: String?
    var masterBranch: String?
    var refType: String?
    var forkee: GitHubRepository?
    var issue: GitHubIssue?
    var action: String?
    var comment: GitHubComment?
    var pages: [GitHubPage]?

    enum CodingKeys: String, CodingKey {
        case commits
        case distinctSize = "distinct_size"
        case ref
        case pushId = "push_id"
        case head, before, size, description
        case masterBranch = "master_branch"
        case refType = "ref_type"
        case forkee, issue, action, comment, pages
    }

    init(from json: inout ObjectReader) throws {
        commits = try json.decode("commits")
        distinctSize = try json.decode("distinct_size")
        ref = try json.decode("ref")
        pushId = try json.decode("push_id")
        head = try json.decode("head")
        before = try json.decode("before")
        size = try json.decode("size")
        description = try json.decode("description")
        masterBranch = try json.decode("master_branch")
        refType = try json.decode("ref_type")
        forkee = try json.decode("forkee")
        issue = try json.decode("issue")
        action = try json.decode("action")
        comment = try json.decode("comment")
        pages = try json.decode("pages")
    }
}

/// One commit of a push.
struct GitHubCommit: Schema, Decodable, Equatable {
    var url: URL
    var message: String
    var distinct: Bool
    var sha: String
    var author: GitHubCommitAuthor

    init(from json: inout ObjectReader) throws {
        url = try json.decode("url")
        message = try json.decode("message")
        distinct = try json.decode("distinct")
        sha = try json.decode("sha")
        author = try json.decode("author")
    }
}

/// A commit's author.
struct GitHubCommitAuthor: Schema, Decodable, Equatable {
    var email: String
    var name: String

    init(from json: inout ObjectReader) throws {
        email = try json.decode("email")
        name = try json.decode("name")
    }
}

/// A full repository, as a fork event describes the new fork.
struct GitHubRepository: Schema, Decodable, Equatable {
    var description: String
    var fork: Bool
    var url: URL
    var language: String
    var stargazersURL: URL
    var cloneURL: URL
    var tagsURL: String
    var fullName: String
    var mergesURL: URL
    var forks: Int
    var `private`: Bool
    var gitRefsURL: String
    var archiveURL: String
    var collaboratorsURL: String
    var owner: GitHubUser
    var languagesURL: URL
    var treesURL: String
    var labelsURL: String
    var htmlURL: URL
    var pushedAt: Date
    var createdAt: Date
    var hasIssues: Bool
    var forksURL: URL
    var branchesURL: String
    var commitsURL: String
    var notificationsURL: String
    var openIssues: Int
    var contentsURL: String
    var blobsURL: String
    var issuesURL: String
    var compareURL: String
    var issueEventsURL: String
    var name: String
    var updatedAt: Date
    var statusesURL: String
    var forksCount: Int
    var assigneesURL: String
    var sshURL: String
    var `public`: Bool
    var hasWiki: Bool
    var subscribersURL: URL
    var mirrorURL: URL?
    var watchersCount: Int
    var id: Int
    var hasDownloads: Bool
    var gitCommitsURL: String
    var downloadsURL: URL
    var pullsURL: String
    var homepage: String?
    var issueCommentURL: String
    var hooksURL: URL
    var subscriptionURL: URL
    var milestonesURL: String
    var svnURL: URL
    var eventsURL: URL
    var gitTagsURL: String
    var teamsURL: URL
    var commentsURL: String
    var openIssuesCount: Int
    var keysURL: String
    var gitURL: URL
    var contributorsURL: URL
    var size: Int
    var watchers: Int

    enum CodingKeys: String, CodingKey {
        case description, fork, url, language
        case stargazersURL = "stargazers_url"
        case cloneURL = "clone_url"
        case tagsURL = "tags_url"
        case fullName = "full_name"
        case mergesURL = "merges_url"
        case forks, `private`
        case gitRefsURL = "git_refs_url"
        case archiveURL = "archive_url"
        case collaboratorsURL = "collaborators_url"
        case owner
        case languagesURL = "languages_url"
        case treesURL = "trees_url"
        case labelsURL = "labels_url"
        case htmlURL = "html_url"
        case pushedAt = "pushed_at"
        case createdAt = "created_at"
        case hasIssues = "has_issues"
        case forksURL = "forks_url"
        case branchesURL = "branches_url"
        case commitsURL = "commits_url"
        case notificationsURL = "notifications_url"
        case openIssues = "open_issues"
        case contentsURL = "contents_url"
        case blobsURL = "blobs_url"
        case issuesURL = "issues_url"
        case compareURL = "compare_url"
        case issueEventsURL = "issue_events_url"
        case name
        case updatedAt = "updated_at"
        case statusesURL = "statuses_url"
        case forksCount = "forks_count"
        case assigneesURL = "assignees_url"
        case sshURL = "ssh_url"
        case `public`
        case hasWiki = "has_wiki"
        case subscribersURL = "subscribers_url"
        case mirrorURL = "mirror_url"
        case watchersCount = "watchers_count"
        case id
        case hasDownloads = "has_downloads"
        case gitCommitsURL = "git_commits_url"
        case downloadsURL = "downloads_url"
        case pullsURL = "pulls_url"
        case homepage
        case issueCommentURL = "issue_comment_url"
        case hooksURL = "hooks_url"
        case subscriptionURL = "subscription_url"
        case milestonesURL = "milestones_url"
        case svnURL = "svn_url"
        case eventsURL = "events_url"
        case gitTagsURL = "git_tags_url"
        case teamsURL = "teams_url"
        case commentsURL = "comments_url"
        case openIssuesCount = "open_issues_count"
        case keysURL = "keys_url"
        case gitURL = "git_url"
        case contributorsURL = "contributors_url"
        case size, watchers
    }

    init(from json: inout ObjectReader) throws {
        description = try json.decode("description")
        fork = try json.decode("fork")
        url = try json.decode("url")
        language = try json.decode("language")
        stargazersURL = try json.decode("stargazers_url")
        cloneURL = try json.decode("clone_url")
        tagsURL = try json.decode("tags_url")
        fullName = try json.decode("full_name")
        mergesURL = try json.decode("merges_url")
        forks = try json.decode("forks")
        `private` = try json.decode("private")
        gitRefsURL = try json.decode("git_refs_url")
        archiveURL = try json.decode("archive_url")
        collaboratorsURL = try json.decode("collaborators_url")
        owner = try json.decode("owner")
        languagesURL = try json.decode("languages_url")
        treesURL = try json.decode("trees_url")
        labelsURL = try json.decode("labels_url")
        htmlURL = try json.decode("html_url")
        pushedAt = try json.decode("pushed_at")
        createdAt = try json.decode("created_at")
        hasIssues = try json.decode("has_issues")
        forksURL = try json.decode("forks_url")
        branchesURL = try json.decode("branches_url")
        commitsURL = try json.decode("commits_url")
        notificationsURL = try json.decode("notifications_url")
        openIssues = try json.decode("open_issues")
        contentsURL = try json.decode("contents_url")
        blobsURL = try json.decode("blobs_url")
        issuesURL = try json.decode("issues_url")
        compareURL = try json.decode("compare_url")
        issueEventsURL = try json.decode("issue_events_url")
        name = try json.decode("name")
        updatedAt = try json.decode("updated_at")
        statusesURL = try json.decode("statuses_url")
        forksCount = try json.decode("forks_count")
        assigneesURL = try json.decode("assignees_url")
        sshURL = try json.decode("ssh_url")
        `public` = try json.decode("public")
        hasWiki = try json.decode("has_wiki")
        subscribersURL = try json.decode("subscribers_url")
        mirrorURL = try json.decode("mirror_url")
        watchersCount = try json.decode("watchers_count")
        id = try json.decode("id")
        hasDownloads = try json.decode("has_downloads")
        gitCommitsURL = try json.decode("git_commits_url")
        downloadsURL = try json.decode("downloads_url")
        pullsURL = try json.decode("pulls_url")
        homepage = try json.decode("homepage")
        issueCommentURL = try json.decode("issue_comment_url")
        hooksURL = try json.decode("hooks_url")
        subscriptionURL = try json.decode("subscription_url")
        milestonesURL = try json.decode("milestones_url")
        svnURL = try json.decode("svn_url")
        eventsURL = try json.decode("events_url")
        gitTagsURL = try json.decode("git_tags_url")
        teamsURL = try json.decode("teams_url")
        commentsURL = try json.decode("comments_url")
        openIssuesCount = try json.decode("open_issues_count")
        keysURL = try json.decode("keys_url")
        gitURL = try json.decode("git_url")
        contributorsURL = try json.decode("contributors_url")
        size = try json.decode("size")
        watchers = try json.decode("watchers")
    }
}

/// A full user, as repositories, issues and comments describe their people.
struct GitHubUser: Schema, Decodable, Equatable {
    var url: URL
    var gistsURL: String
    var gravatarId: String
    var type: String
    var avatarURL: URL
    var subscriptionsURL: URL
    var organizationsURL: URL
    var receivedEventsURL: URL
    var reposURL: URL
    var login: String
    var id: Int
    var starredURL: String
    var eventsURL: String
    var followersURL: URL
    var followingURL: URL

    enum CodingKeys: String, CodingKey {
        case url
        case gistsURL = "gists_url"
        case gravatarId = "gravatar_id"
        case type
        case avatarURL = "avatar_url"
        case subscriptionsURL = "subscriptions_url"
        case organizationsURL = "organizations_url"
        case receivedEventsURL = "received_events_url"
        case reposURL = "repos_url"
        case login, id
        case starredURL = "starred_url"
        case eventsURL = "events_url"
        case followersURL = "followers_url"
        case followingURL = "following_url"
    }

    init(from json: inout ObjectReader) throws {
        url = try json.decode("url")
        gistsURL = try json.decode("gists_url")
        gravatarId = try json.decode("gravatar_id")
        type = try json.decode("type")
        avatarURL = try json.decode("avatar_url")
        subscriptionsURL = try json.decode("subscriptions_url")
        organizationsURL = try json.decode("organizations_url")
        receivedEventsURL = try json.decode("received_events_url")
        reposURL = try json.decode("repos_url")
        login = try json.decode("login")
        id = try json.decode("id")
        starredURL = try json.decode("starred_url")
        eventsURL = try json.decode("events_url")
        followersURL = try json.decode("followers_url")
        followingURL = try json.decode("following_url")
    }
}

/// An issue, as issue and comment events carry it.
struct GitHubIssue: Schema, Decodable, Equatable {
    var user: GitHubUser
    var url: URL
    var labels: [GitHubLabel]
    var htmlURL: URL
    var labelsURL: String
    var pullRequest: GitHubPullRequestLinks
    var createdAt: Date
    var closedAt: Date?
    var milestone: AnyJSON?
    var title: String
    var body: String
    var updatedAt: Date
    var number: Int
    var state: String
    var assignee: GitHubUser?
    var id: Int
    var eventsURL: URL
    var commentsURL: URL
    var comments: Int

    enum CodingKeys: String, CodingKey {
        case user, url, labels
        case htmlURL = "html_url"
        case labelsURL = "labels_url"
        case pullRequest = "pull_request"
        case createdAt = "created_at"
        case closedAt = "closed_at"
        case milestone, title, body
        case updatedAt = "updated_at"
        case number, state, assignee, id
        case eventsURL = "events_url"
        case commentsURL = "comments_url"
        case comments
    }

    init(from json: inout ObjectReader) throws {
        user = try json.decode("user")
        url = try json.decode("url")
        labels = try json.decode("labels")
        htmlURL = try json.decode("html_url")
        labelsURL = try json.decode("labels_url")
        pullRequest = try json.decode("pull_request")
        createdAt = try json.decode("created_at")
        closedAt = try json.decode("closed_at")
        milestone = try json.decode("milestone")
        title = try json.decode("title")
        body = try json.decode("body")
        updatedAt = try json.decode("updated_at")
        number = try json.decode("number")
        state = try json.decode("state")
        assignee = try json.decode("assignee")
        id = try json.decode("id")
        eventsURL = try json.decode("events_url")
        commentsURL = try json.decode("comments_url")
        comments = try json.decode("comments")
    }
}

/// An issue label (the documents only have empty label lists).
struct GitHubLabel: Schema, Decodable, Equatable {
    var url: URL
    var name: String
    var color: String

    init(from json: inout ObjectReader) throws {
        url = try json.decode("url")
        name = try json.decode("name")
        color = try json.decode("color")
    }
}

/// The pull-request links of an issue (all `null` for plain issues).
struct GitHubPullRequestLinks: Schema, Decodable, Equatable {
    var htmlURL: URL?
    var patchURL: URL?
    var diffURL: URL?

    enum CodingKeys: String, CodingKey {
        case htmlURL = "html_url"
        case patchURL = "patch_url"
        case diffURL = "diff_url"
    }

    init(from json: inout ObjectReader) throws {
        htmlURL = try json.decode("html_url")
        patchURL = try json.decode("patch_url")
        diffURL = try json.decode("diff_url")
    }
}

/// A comment on an issue.
struct GitHubComment: Schema, Decodable, Equatable {
    var user: GitHubUser
    var url: URL
    var issueURL: URL
    var createdAt: Date
    var body: String
    var updatedAt: Date
    var id: Int

    enum CodingKeys: String, CodingKey {
        case user, url
        case issueURL = "issue_url"
        case createdAt = "created_at"
        case body
        case updatedAt = "updated_at"
        case id
    }

    init(from json: inout ObjectReader) throws {
        user = try json.decode("user")
        url = try json.decode("url")
        issueURL = try json.decode("issue_url")
        createdAt = try json.decode("created_at")
        body = try json.decode("body")
        updatedAt = try json.decode("updated_at")
        id = try json.decode("id")
    }
}

/// A wiki page a gollum event touched.
struct GitHubPage: Schema, Decodable, Equatable {
    var pageName: String
    var htmlURL: URL
    var title: String
    var sha: String
    var summary: String?
    var action: String

    enum CodingKeys: String, CodingKey {
        case pageName = "page_name"
        case htmlURL = "html_url"
        case title, sha, summary, action
    }

    init(from json: inout ObjectReader) throws {
        pageName = try json.decode("page_name")
        htmlURL = try json.decode("html_url")
        title = try json.decode("title")
        sha = try json.decode("sha")
        summary = try json.decode("summary")
        action = try json.decode("action")
    }
}

// MARK: - Narrow models

/// What an activity feed shows: what happened, when, by whom, where.
struct GitHubEventNarrow: Schema, Decodable, Equatable {
    var type: String
    var createdAt: Date
    var actor: GitHubLoginOnly
    var repo: GitHubRepoName
    var id: String

    enum CodingKeys: String, CodingKey {
        case type
        case createdAt = "created_at"
        case actor, repo, id
    }

    init(from json: inout ObjectReader) throws {
        type = try json.decode("type")
        createdAt = try json.decode("created_at")
        actor = try json.decode("actor")
        repo = try json.decode("repo")
        id = try json.decode("id")
    }
}

/// An actor's login.
struct GitHubLoginOnly: Schema, Decodable, Equatable {
    var login: String

    init(from json: inout ObjectReader) throws {
        login = try json.decode("login")
    }
}

/// A repository's name.
struct GitHubRepoName: Schema, Decodable, Equatable {
    var name: String

    init(from json: inout ObjectReader) throws {
        name = try json.decode("name")
    }
}
