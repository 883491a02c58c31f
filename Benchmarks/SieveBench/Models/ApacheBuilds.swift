// apache_builds.json (simdjson's jsonexamples): a Jenkins server's job list, 875 small objects,
// with a few top-level settings and three always-empty objects. Job and view links are `URL`:
// `URL(string:)`, about 280 ns a link on both sides, is most of the work on this file, so its
// ratios are low (Benchmarks/RESULTS.md).

import Foundation
import Sieve

// MARK: - Full models

/// The whole server description.
struct JenkinsServer: Schema, Decodable, Equatable {
    var assignedLabels: [EmptyObject]
    var mode: String
    var nodeDescription: String
    var nodeName: String
    var numExecutors: Int
    var description: String
    var jobs: [JenkinsJob]
    var overallLoad: EmptyObject
    var primaryView: JenkinsView
    var quietingDown: Bool
    var slaveAgentPort: Int
    var unlabeledLoad: EmptyObject
    var useCrumbs: Bool
    var useSecurity: Bool
    var views: [JenkinsView]

    init(from json: inout ObjectReader) throws {
        assignedLabels = try json.decode("assignedLabels")
        mode = try json.decode("mode")
        nodeDescription = try json.decode("nodeDescription")
        nodeName = try json.decode("nodeName")
        numExecutors = try json.decode("numExecutors")
        description = try json.decode("description")
        jobs = try json.decode("jobs")
        overallLoad = try json.decode("overallLoad")
        primaryView = try json.decode("primaryView")
        quietingDown = try json.decode("quietingDown")
        slaveAgentPort = try json.decode("slaveAgentPort")
        unlabeledLoad = try json.decode("unlabeledLoad")
        useCrumbs = try json.decode("useCrumbs")
        useSecurity = try json.decode("useSecurity")
        views = try json.decode("views")
    }
}

/// One build job.
struct JenkinsJob: Schema, Decodable, Equatable {
    var name: String
    var url: URL
    var color: String

    init(from json: inout ObjectReader) throws {
        name = try json.decode("name")
        url = try json.decode("url")
        color = try json.decode("color")
    }
}

/// A view of the jobs.
struct JenkinsView: Schema, Decodable, Equatable {
    var name: String
    var url: URL

    init(from json: inout ObjectReader) throws {
        name = try json.decode("name")
        url = try json.decode("url")
    }
}

// MARK: - Narrow models

/// The executor count and each job's name and state.
struct JenkinsServerNarrow: Schema, Decodable, Equatable {
    var numExecutors: Int
    var jobs: [JenkinsJobNarrow]

    init(from json: inout ObjectReader) throws {
        numExecutors = try json.decode("numExecutors")
        jobs = try json.decode("jobs")
    }
}

/// A job's name and colour (its build state).
struct JenkinsJobNarrow: Schema, Decodable, Equatable {
    var name: String
    var color: String

    init(from json: inout ObjectReader) throws {
        name = try json.decode("name")
        color = try json.decode("color")
    }
}
