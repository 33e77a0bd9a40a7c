// Bindings of literal calls, remembered. A call whose arguments are all literals (numbers,
// strings without interpolation, names that no variable binds) binds to the same signature and
// the same values wherever it is written: `.frame(width: 10, height: 10)`, `.padding()`,
// `vstack(spacing: 0)`, `.font(.headline)`. Screens repeat such calls, and binding one (matching
// every signature, scoring overloads, reading each value as its slot's type) is most of what
// resolving a view costs, so the first binding of each distinct call is kept and reused.
//
// Calls are told apart by what their arguments say (labels and values), not by their text:
// the Swift reader writes a method's body once for each call, with the arguments in place,
// and those copies share their text's place in the file. Only bindings that reported nothing
// are kept: a call with an error or a warning is bound again wherever it is written, so that
// each place gets its own message.

import LayoutSyntax

/// One argument of a literal call, as the memo compares it.
struct LiteralArgument: Equatable {
  enum Value: Equatable {
    /// By its bits: `0` and `-0` are different arguments.
    case number(UInt64)
    case string(String)
    case name(String, leadingDot: Bool)

    /// What `value` says when it has a literal's form (a number, negated or not; a string
    /// without interpolation; a name with no arguments); nil otherwise. The one definition of
    /// those forms: whether a name is bound is the caller's question (`bindCall`).
    init?(_ value: ExprSyntax) {
      switch value {
      case .number(let x, _): self = .number(x.bitPattern)
      case .unary("-", .number(let x, _), _): self = .number((-x).bitPattern)
      case .string(let literal):
        guard let text = literal.literalText else { return nil }
        self = .string(text)
      case .chain(let chain):
        let head = chain.head
        guard chain.suffixes.isEmpty, head.string == nil, head.arguments == nil,
          head.children == nil
        else { return nil }
        self = .name(head.name.text, leadingDot: head.leadingDot)
      default: return nil
      }
    }
  }
  var label: String?
  var value: Value
}

/// Bindings by catalog row and literal arguments (`ResolverSession.bindCall`).
struct BindingMemo {
  private struct Slot {
    /// The key's hash with its low bit set; 0 marks an empty slot.
    var hash: UInt64 = 0
    /// Held, so that no other row can take its identity while the memo lives.
    var row: AnyObject? = nil
    var arguments: [LiteralArgument] = []
    var bound = BoundArguments()
  }

  /// At most this many calls are kept: a file of ever new calls stops adding them.
  static let capacity = 1 << 16
  /// A call is looked for in at most this many slots from its hash's, and one that would land
  /// further is bound each time: whatever a file holds, finding a call costs a few steps.
  static let maxProbes = 16

  private var slots = [Slot](repeating: Slot(), count: 64)
  private(set) var count = 0
  private let seed: UInt64

  /// Seeded per memo at random and mixed (`OpenAddressing`), as the parser's name table is, so
  /// that a file cannot be written for its calls to crowd one run of slots (`maxProbes` bounds
  /// the rest). Nothing printed depends on the seed: a call not found is bound again, to the
  /// same values.
  init(seed: UInt64 = .random(in: .min ... .max)) { self.seed = seed }

  /// The hash of a call of `row`, its arguments added one by one (`CallHash.add`).
  func hash(row: AnyObject) -> CallHash {
    CallHash(value: seed ^ UInt64(UInt(bitPattern: ObjectIdentifier(row))))
  }

  /// A call's hash as its literal arguments are read.
  struct CallHash {
    fileprivate var value: UInt64

    private mutating func mix(_ word: UInt64) { value = (value ^ word) &* 0x100_0000_01b3 }

    /// A name's length and first and last eight bytes: names that bind are the catalog's few.
    private mutating func mix(name: String) {
      let words = name.utf8.withContiguousStorageIfAvailable { bytes in
        var first = UInt64(bytes.count)
        var last: UInt64 = 0
        for index in 0..<min(bytes.count, 8) {
          first = first << 8 | UInt64(bytes[index])
          last = last << 8 | UInt64(bytes[bytes.count - 1 - index])
        }
        return (first, last)
      }
      mix(words?.0 ?? UInt64(name.utf8.count))
      mix(words?.1 ?? 0)
    }

    /// A string's every byte: strings are what a file can vary without end, and with the seed
    /// no file can make two share a hash (`same` compares them whole).
    private mutating func mix(string: String) {
      var word = UInt64(string.utf8.count)
      var index = 0
      for byte in string.utf8 {
        word = word << 8 | UInt64(byte)
        index += 1
        if index & 7 == 0 { mix(word) }
      }
      mix(word)
    }

    /// Adds an argument: its label and its literal value.
    mutating func add(label: String?, _ value: LiteralArgument.Value) {
      if let label { mix(name: label) } else { mix(0) }
      switch value {
      case .number(let bits): mix(bits)
      case .string(let text): mix(string: text)
      case .name(let name, _): mix(name: name)
      }
    }

    /// The hash, mixed so that every bit reaches the slot (`OpenAddressing.finish`).
    var finished: UInt64 { OpenAddressing.finish(value) }
  }

  /// The binding kept for this call, if any.
  func binding(hash: UInt64, row: AnyObject, _ arguments: [CallArgument]) -> BoundArguments? {
    let mask = slots.count - 1
    var slot = OpenAddressing.home(of: hash, count: slots.count)
    for _ in 0..<Self.maxProbes {
      guard slots[slot].hash != 0 else { return nil }
      if slots[slot].hash == hash, slots[slot].row === row,
        Self.same(slots[slot].arguments, arguments)
      {
        return slots[slot].bound
      }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// Keeps `bound` for this call (until the memo is full).
  mutating func keep(
    _ bound: BoundArguments, hash: UInt64, row: AnyObject, _ arguments: [CallArgument]
  ) {
    guard count < Self.capacity else { return }
    let mask = slots.count - 1
    var slot = OpenAddressing.home(of: hash, count: slots.count)
    var probes = 1
    while slots[slot].hash != 0 {
      guard probes < Self.maxProbes else { return }
      slot = (slot + 1) & mask
      probes += 1
    }
    slots[slot] = Slot(
      hash: hash, row: row, arguments: arguments.map(Self.literal), bound: bound)
    count += 1
    if count * 2 > slots.count { grow() }
  }

  private static func literal(_ argument: CallArgument) -> LiteralArgument {
    guard let value = LiteralArgument.Value(argument.value) else {
      preconditionFailure("only literal calls are kept")
    }
    return LiteralArgument(label: argument.label?.text, value: value)
  }

  private static func same(_ kept: [LiteralArgument], _ arguments: [CallArgument]) -> Bool {
    guard kept.count == arguments.count else { return false }
    for index in kept.indices {
      guard kept[index].label == arguments[index].label?.text,
        kept[index].value == LiteralArgument.Value(arguments[index].value)
      else { return false }
    }
    return true
  }

  private mutating func grow() {
    slots = OpenAddressing.grown(slots, empty: Slot(), hash: \.hash)
  }
}

/// A row of the catalog a call binds against (a view or a modifier): one object per row for
/// the whole run, so that the memo can tell rows apart by identity.
protocol CatalogRow: AnyObject {
  var callee: Callee { get }
}

extension ViewSpec: CatalogRow {}
extension ModifierSpec: CatalogRow {}

extension ResolverSession {
  /// `bindArguments` for a call of a catalog row, remembered when the call's arguments are all
  /// literals (`BindingMemo`).
  @inline(__always)
  func bindCall(
    _ row: some CatalogRow, _ args: [CallArgument], _ scope: Scope, missingAt: SourceRange
  ) -> BoundArguments {
    // Each argument's literal value is read once, to check it and to hash it.
    var hash = bindingMemo.hash(row: row)
    for argument in args {
      guard let value = LiteralArgument.Value(argument.value), meansItself(value, scope) else {
        return bindArguments(row.callee, args, scope, missingAt: missingAt)
      }
      hash.add(label: argument.label?.text, value)
    }
    if let kept = bindingMemo.binding(hash: hash.finished, row: row, args) { return kept }
    let reported = reportedCount
    let bound = bindArguments(row.callee, args, scope, missingAt: missingAt)
    if bound.ok, reportedCount == reported, bound.values.areSelfContained {
      bindingMemo.keep(bound, hash: hash.finished, row: row, args)
    }
    return bound
  }

  /// Whether a literal's meaning does not depend on where it is written: a name is such a
  /// literal only when no variable of `scope` binds it, now or later (`.headline`, `leading`,
  /// `infinity`).
  private func meansItself(_ value: LiteralArgument.Value, _ scope: Scope) -> Bool {
    guard case .name(let name, leadingDot: false) = value else { return true }
    return scope.lookup(name) == nil && scope.laterLet(name) == nil
  }
}
