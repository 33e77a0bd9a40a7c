// What the parser's name table and the resolver's binding memo share: tables of slots found by
// a seeded hash and linear probing, kept at most half full, a hash of 0 marking an empty slot.

package enum OpenAddressing {
  /// MurmurHash3's finaliser, with the low bit set so that no key's hash is 0: every input bit
  /// reaches every bit of the slot.
  @inlinable package static func finish(_ hash: UInt64) -> UInt64 {
    var hash = (hash ^ (hash >> 33)) &* 0xFF51_AFD7_ED55_8CCD
    hash = (hash ^ (hash >> 33)) &* 0xC4CE_B9FE_1A85_EC53
    return (hash ^ (hash >> 33)) | 1
  }

  /// The first slot to look at for `hash` in a table of `count` slots (a power of two).
  @inlinable package static func home(of hash: UInt64, count: Int) -> Int {
    Int(truncatingIfNeeded: hash >> 32) & (count - 1)
  }

  /// The occupied slots of `old`, placed anew in a table twice its size.
  package static func grown<Slot>(_ old: [Slot], empty: Slot, hash: (Slot) -> UInt64) -> [Slot] {
    var slots = [Slot](repeating: empty, count: old.count * 2)
    for slot in old where hash(slot) != 0 {
      var index = home(of: hash(slot), count: slots.count)
      while hash(slots[index]) != 0 { index = (index + 1) & (slots.count - 1) }
      slots[index] = slot
    }
    return slots
  }
}
