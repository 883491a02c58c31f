// What `import Sieve` brings in: every layer, so users need one import.

@_exported import SieveCodable
@_exported import SieveRawValue
@_exported import SieveRecords
@_exported import SieveScanner
@_exported import SieveSchema
@_exported import SieveSchemaFoundation
@_exported import SieveWriter
