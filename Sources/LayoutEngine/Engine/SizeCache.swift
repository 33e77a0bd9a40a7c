// The size memo of a layout run (SwiftUI's `ViewSizeCache` idea, layoutc-layout(7) 1.1, 28b):
// `sizeThatFits` is a pure function of the proposal, so each answer is kept per node and
// proposal, and a node asked again answers from memory. Also the per-node memos of text
// layouts, spacings and stack caches.
// Laid out for speed on big trees: a node's first answer lives in its 64-byte record
// (NodeStorage.swift), further ones in blocks handed out from a few large chunks, and past
// `scannedAnswers` in a table by key, so that a node asked many proposals answers each in
// constant time.

/// A proposal as a cache key: each dimension's bit pattern, nil as a NaN payload no
/// arithmetic produces (so NaN proposals still compare equal to themselves).
struct ProposalKey: Hashable, Sendable {
  var width: UInt64
  var height: UInt64
  static let unspecifiedBits: UInt64 = 0x7FF8_DEAD_BEEF_0001
  /// Marks a memo slot that holds no answer yet (another payload no arithmetic produces).
  static let emptyBits: UInt64 = 0x7FF8_DEAD_BEEF_0002
  init(_ proposal: ProposedSize) {
    width = proposal.width?.bitPattern ?? Self.unspecifiedBits
    height = proposal.height?.bitPattern ?? Self.unspecifiedBits
  }
  init(width: UInt64, height: UInt64) {
    self.width = width
    self.height = height
  }
  static let empty = ProposalKey(width: emptyBits, height: emptyBits)

  /// The proposal the key was made from.
  var proposal: ProposedSize {
    ProposedSize(
      width: width == Self.unspecifiedBits ? nil : Double(bitPattern: width),
      height: height == Self.unspecifiedBits ? nil : Double(bitPattern: height))
  }

  /// One combined word: the text memos look a key up for every question, and hashing two
  /// words through `Hasher` cost as much as the lookup.
  func hash(into hasher: inout Hasher) { hasher.combine(mixed) }

  /// What `Dictionary` asks (`Hashable`'s underscored requirement): splitmix64's finaliser of
  /// the two words and the seed, instead of a full `Hasher` round per lookup.
  func _rawHashValue(seed: Int) -> Int {
    var h = mixed ^ UInt64(truncatingIfNeeded: seed)
    h = (h ^ (h >> 30)) &* 0xBF58_476D_1CE4_E5B9
    h = (h ^ (h >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int(truncatingIfNeeded: h ^ (h >> 31))
  }

  private var mixed: UInt64 { width ^ (height &* 0x9E37_79B9_7F4A_7C15) }
}

/// A question asked in a traced run, as the key of its answer (`LayoutState.tracedAnswers`).
struct TracedQuestion: Hashable {
  var node: Int
  var proposal: ProposalKey
}

/// The text layouts of a tree's text nodes, by node and proposal. A run keeps its own, unless
/// its context brings one to share (`LayoutContext.textAnswers`). Used by one thread at a time
/// and never re-entered, so its tables skip the run-time exclusivity checks.
package final class TextAnswers: @unchecked Sendable {
  /// Indexed by node; nil until the node's text is first measured.
  @exclusivity(unchecked) var byNode: [RememberedText?] = []
  /// A symbol image's side by node (`LayoutState.symbolSide`); NaN until first asked.
  @exclusivity(unchecked) var symbolSides: [Double] = []
  /// An empty table.
  package init() {}

  /// Room for `count` nodes, made when a text or symbol is first laid out: a tree without
  /// either (two million framed shapes) needs none of it.
  @inline(__always)
  func fit(_ count: Int) {
    if byNode.count < count || symbolSides.count < count { grow(to: count) }
  }

  @inline(never)
  private func grow(to count: Int) {
    if byNode.count < count { byNode += repeatElement(nil, count: count - byNode.count) }
    if symbolSides.count < count {
      symbolSides += repeatElement(.nan, count: count - symbolSides.count)
    }
  }
}

/// A prepared text that remembers the layout it gave for each proposal: a text node's (in
/// `TextAnswers`), and one shared by every view showing the same text in the same environment
/// (the driver's memoising measurer). Used by one thread at a time.
package final class RememberedText: PreparedText, @unchecked Sendable {
  let prepared: any PreparedText
  @exclusivity(unchecked) var layouts: [ProposalKey: TextLayout] = [:]
  /// Remembers what `prepared` answers.
  package init(_ prepared: any PreparedText) { self.prepared = prepared }

  /// `prepared`'s layout for `proposal`, made once.
  package func layout(_ proposal: ProposedSize) -> TextLayout {
    let key = ProposalKey(proposal)
    if let known = layouts[key] { return known }
    let layout = prepared.layout(proposal)
    layouts[key] = layout
    return layout
  }
}

/// One memoised answer: a proposal and the size given for it.
struct SizeCacheEntry {
  var key: ProposalKey
  var size: Size
}

extension LayoutState {
  /// How many further answers a node's memo scans before it keeps them by key.
  static let scannedAnswers = 16
  /// `NodeRecord.moreCount` of a node whose further answers are in `manyAnswers`.
  static let answersByKey: Int32 = -1
}

extension LayoutState {
  /// `sizeThatFits` of a node, memoised per proposal.
  func size(of node: Int, _ proposal: ProposedSize) -> Size {
    // A node without a memo answers cheaply. In a traced run the node's kind records the
    // question (`tracedSize`) and keeps the answer in `tracedAnswers`, so every question
    // reaches it. One call of `perform` only: each is inlined, and this frame is on the path
    // every level of nesting recurses through.
    let key = ProposalKey(proposal)
    let slot = records[node].memo
    let memo = slot >= 0 && !tracing ? memos + Int(slot) : nil
    if let memo, let size = remembered(key, in: memo, of: node) { return size }
    let size = perform(SizeOperation(proposal: proposal), on: node)
    if let memo { remember(size, for: key, in: memo, of: node) }
    return size
  }

  /// The memoised answer for `key`, if any.
  @inline(__always)
  private func remembered(
    _ key: ProposalKey, in memo: UnsafeMutablePointer<NodeMemo>, of node: Int
  ) -> Size? {
    if memo.pointee.first.key == key { return memo.pointee.first.size }
    if let more = memo.pointee.more {
      for slot in 0..<Int(memo.pointee.moreCount) where more[slot].key == key {
        return more[slot].size
      }
    } else if memo.pointee.moreCount == Self.answersByKey {
      return rememberedByKey(key, of: node)
    }
    return nil
  }

  /// The answer of a node asked many proposals, kept by key. Out of line: inlined into every
  /// caller of `size(of:)` it made each level of nesting's stack frames larger.
  @inline(never)
  private func rememberedByKey(_ key: ProposalKey, of node: Int) -> Size? {
    manyAnswers[node]![key]
  }

  /// `size(of:)` that records the question and its answer (LayoutTrace.swift). A node whose
  /// layout is cheap is not memoised, but an answer it gave before is still "from memory".
  @inline(never)
  func tracedSize(of node: Int, _ proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
    let trace = self.trace.unsafelyUnwrapped
    trace.ask(node, proposal, run: run)
    let memoKey = TracedQuestion(node: node, proposal: ProposalKey(proposal))
    if let size = tracedAnswers[memoKey] {
      trace.answer(node, size, remembered: true, run: run)
      return size
    }
    trace.enter(node)
    let size = performOther(SizeOperation(proposal: proposal), on: node, subviews: subviews)
    trace.leave()
    tracedAnswers[memoKey] = size
    trace.answer(node, size, remembered: false, run: run)
    return size
  }

  /// Adds an answer to a node's memo. Never evicts: a node asked many proposals must still
  /// answer each once (that keeps layout linear in the tree size).
  private func remember(
    _ size: Size, for key: ProposalKey, in memo: UnsafeMutablePointer<NodeMemo>, of node: Int
  ) {
    if memo.pointee.first.key == .empty {
      memo.pointee.first = SizeCacheEntry(key: key, size: size)
      return
    }
    if memo.pointee.moreCount == Self.answersByKey {
      manyAnswers[node]![key] = size
      return
    }
    let used = Int(memo.pointee.moreCount)
    // A node asked many distinct proposals (nested flexible frames ask each level more) keeps
    // them by key from here on: scanning would make each question cost as many as came before.
    if used == Self.scannedAnswers {
      var answers = [ProposalKey: Size](minimumCapacity: used * 2)
      for slot in 0..<used {
        answers[memo.pointee.more![slot].key] = memo.pointee.more![slot].size
      }
      answers[key] = size
      manyAnswers[node] = answers
      self.memo.recycle(memo.pointee.more!, capacity: Int(memo.pointee.moreCapacity))
      memo.pointee.more = nil
      memo.pointee.moreCapacity = 0
      memo.pointee.moreCount = Self.answersByKey
      return
    }
    if used == Int(memo.pointee.moreCapacity) {
      let grown = self.memo.block(capacity: max(2, used * 2))
      if let old = memo.pointee.more {
        grown.initialize(from: old, count: used)
        self.memo.recycle(old, capacity: used)
      }
      memo.pointee.more = grown
      memo.pointee.moreCapacity = Int32(max(2, used * 2))
    }
    (memo.pointee.more! + used).initialize(to: SizeCacheEntry(key: key, size: size))
    memo.pointee.moreCount = Int32(used + 1)
  }

  /// The text measurer's layout of a text node for a proposal, memoised (across runs when
  /// the context shares its `textAnswers`).
  func textLayout(of node: Int, content: TextContent, _ proposal: ProposedSize) -> TextLayout {
    textAnswers.fit(count)
    if let known = textAnswers.byNode[node] { return known.layout(proposal) }
    let prepared = context.textMeasurer.prepare(
      content, environment: environment(of: node), context: measuringContext)
    // A measurer that remembers its layouts already (the driver's) is not wrapped again.
    let text = prepared as? RememberedText ?? RememberedText(prepared)
    textAnswers.byNode[node] = text
    return text.layout(proposal)
  }

  /// The font metrics in effect at a node (symbol images, spacing).
  func fontMetrics(of node: Int) -> FontMetrics {
    context.textMeasurer.fontMetrics(environment: environment(of: node), context: measuringContext)
  }

  /// The spacing a node prefers around it (layoutc-layout(7) 3), memoised: it needs no
  /// proposal. A node that answers cheaply (a shape, a fixed frame) works it out each time.
  func spacing(of node: Int) -> ViewSpacing {
    let slot = records[node].memo
    guard slot >= 0 else { return perform(SpacingOperation(), on: node) }
    if let spacing = memos[Int(slot)].spacing { return spacing }
    let spacing = perform(SpacingOperation(), on: node)
    memos[Int(slot)].spacing = spacing
    return spacing
  }

  /// The cache a stack keeps between its calls, in its memo (a stack never answers cheaply, so
  /// it has one). The lookup is small enough to inline where stacks are sized; the first call's
  /// making of the cache is not.
  @inline(__always)
  func stackCache(of node: Int, make: () -> StackLayout.Cache) -> StackLayout.Cache {
    let slot = records[node].memo
    if slot >= 0, let cache = memos[Int(slot)].stackCache { return cache }
    return makeStackCache(of: node, make: make)
  }

  @inline(never)
  private func makeStackCache(of node: Int, make: () -> StackLayout.Cache) -> StackLayout.Cache {
    let cache = make()
    let slot = records[node].memo
    if slot >= 0 { memos[Int(slot)].stackCache = cache }
    return cache
  }

}

/// Where memo entries beyond a node's first live: blocks of 2, 4, 8, ... entries cut from
/// large chunks, and reused once a node outgrows them. Freed all at once with the run.
final class MemoArena {
  @exclusivity(unchecked) private var chunks: [UnsafeMutablePointer<SizeCacheEntry>] = []
  @exclusivity(unchecked) private var next: UnsafeMutablePointer<SizeCacheEntry>?
  @exclusivity(unchecked) private var left = 0
  /// Outgrown blocks, by log2 of their capacity (a power of two). A free block's first entry
  /// holds no answer: its key's width stores the address of the next free block of the same
  /// capacity.
  @exclusivity(unchecked) private var free = [UnsafeMutablePointer<SizeCacheEntry>?](
    repeating: nil, count: 64)
  static let chunkEntries = 16_384

  /// A block of `capacity` entries, a power of two.
  func block(capacity: Int) -> UnsafeMutablePointer<SizeCacheEntry> {
    let sizeClass = capacity.trailingZeroBitCount
    if let block = free[sizeClass] {
      free[sizeClass] = UnsafeMutablePointer(bitPattern: UInt(block.pointee.key.width))
      return block
    }
    if capacity > left {
      let size = max(Self.chunkEntries, capacity)
      let chunk = UnsafeMutablePointer<SizeCacheEntry>.allocate(capacity: size)
      chunks.append(chunk)
      next = chunk
      left = size
    }
    let block = next!
    next = block + capacity
    left -= capacity
    return block
  }

  func recycle(_ block: UnsafeMutablePointer<SizeCacheEntry>, capacity: Int) {
    let sizeClass = capacity.trailingZeroBitCount
    let link = free[sizeClass].map { UInt64(UInt(bitPattern: $0)) } ?? 0
    block.pointee.key = ProposalKey(width: link, height: ProposalKey.emptyBits)
    free[sizeClass] = block
  }

  deinit {
    for chunk in chunks { chunk.deallocate() }
  }
}
