// layoutc-bench: CPU time per node of layoutc's phases. Prints figures; it is not a test.
//
// With no file: the layout phase alone (`LayoutEngine.layout`, the frame tree included) on
// view trees built in memory, 1k, 10k and 100k nodes:
//   wide:     a vstack of framed rectangles
//   deep:     vstack > padding > hstack > padding > ... > rectangle
//   balanced: stacks with 10 children each, framed rectangles at the leaves
// With `.lyt` files (e.g. `python3 gen_lyt.py --all DIR` of the peer benchmark): what users
// run, phase by phase: parse, resolve, layout and render (`--format tree`; `total` is these
// four), as `layoutc` does them at 390x844 @3x with the built-in text measurer, then the render
// of `--format json` and `--format csv` alone. The renderers write UTF-8 bytes into one buffer
// (`ByteWriter`), numbers included; with Strings per line and per number they cost, per node
// (gen_lyt.py wide / balanced, 10k and 100k; CPU times on the loaded shared machine vary by up
// to 2x from run to run):
//   tree  1,214 / 1,503 and 689 / 877 ns before;  302 / 188 and 311 / 216 ns after
//   json  3,667 / 4,761 and 3,293 / 4,632 ns;     671 / 550 and 1,013 / 1,464 ns
//   csv   2,344 / 2,759 and 1,726 / 1,477 ns;     440 / 494 and 501 / 286 ns
// Instructions (callgrind, balanced 10k, per node), which the load does not change: tree
// 8,031 -> 1,652, json 24,271 -> 3,171, csv 15,308 -> 2,591. A quieter run after, at 10k:
// tree 170 / 183, json 442 / 500, csv 245 / 282 ns.
//
//   swift run -c release --scratch-path .build-perf layoutc-bench [options] [FILE.lyt ...]
//     --runs N     timed runs per figure (median; default 21, 7 at 100k nodes and more)
//     --warmup N   untimed runs first (default 1)
//     --tree NAME  only the built-in tree NAME (wide, deep, balanced)
//     --size N     only the built-in trees of about N nodes
//     --shapes     the inputs whose cost grew faster than their size, at doubling sizes
//
// With `--matrix [FILE.lyt]`: the device matrix as `layoutc` runs it, end to end (parse, resolve,
// every cell laid out in parallel, the tree dump rendered): every device preset in both
// orientations x the 12 Dynamic Type sizes x both layout directions, for FILE or a built-in
// screen of about 1,000 nodes (a scrolling list of rows with texts, symbols and spacers).
// Prints the cells, the wall time (median of the runs) and cells per second. Measured on the
// shared 2-core machine (release build, 1,968 cells): `gen_lyt.py balanced 1k` (1,810 resolved
// nodes, 164 MB of tree output) 12.5 s before the byte renderers (load ~6), 0.46 s now (load
// ~1.6: 4,264 cells/s), under the goal of 2 s; the built-in screen (154 MB) 11.1 s (quiet) and
// 28.0 s (load ~6) before, 6.8 s now (290 cells/s), over it. Cells that lay out the same are
// laid out once and their tree rendered once (only the headers differ): the same screen on two
// devices, and every Dynamic Type size of a tree that reads no text size. Cells that measure
// text alike (the same Dynamic Type size, direction and scale on another screen) share their
// text layouts by node and proposal. What is left of the built-in screen is spread over text
// layout, the measurer's memo (its keys hash whole strings and environments) and retain/release.
// On the quiet machine (2026-11-26): the built-in screen 1.1-1.2 s (about 1,700 cells/s), the
// balanced 1k file 0.11 s (17,600 cells/s); 2.6-3.3 s and 0.46 s when the machine is loaded.

// With `TREE N` (e.g. `balanced 100k`): the peers' harness protocol (`harness.py` of the shared
// bench), one JSON line, so `run_matrix.py --external layoutc=.../layoutc-bench` times layoutc
// beside Taffy and Yoga in one command: the same trees as `gen_lyt.py` writes them, "build" =
// parse + resolve, "layout" at the ideal size, wall times per view. At 100k views (2026-11-25,
// median ns per view): wide 1,471 against Taffy 1,056 and Yoga 1,371; deep 5,267 against
// 9,796 and 10,119 (16,324 before single-child stacks stopped probing their child when
// untraced); balanced 3,469 against 3,509 and 6,098. On the quiet machine the next day, after
// the walk and stack-frame work: wide 336 (Taffy 492, Yoga 335), deep 1,330 (4,254, 3,155; was
// 3,119 that morning), balanced 1,108 (1,237, 1,614).
//
// Times are CPU time of the benchmark thread, not wall time: the machine is shared. The matrix
// mode is the exception: it measures wall time, since its point is the use of every core. For
// instruction counts (repeatable on a loaded machine), run one tree under callgrind and count
// only the layout calls (warm-up included: divide by runs + warm-up):
//   valgrind --tool=callgrind --toggle-collect='$s12LayoutEngineAAO6layout_2inAA9FrameTreeVAA04ViewF0V_AA0A7ContextVtAA0A5ErrorOYKFZ' \
//     .build-perf/release/layoutc-bench --tree wide --size 10000 --runs 1 --warmup 0
// Second pass (instructions per node at 10k, wide / deep / balanced): 3,022 / 6,928 / 8,187
// before; 2,465 / 6,253 / 5,999 after, of which ~535 are the scroll-container scan that
// `settledForScrollContainers` makes over the input nodes. What it changed: the common kinds'
// layouts made once into a compact table (`HotKind`), frame and stack placements read in the
// walk without an array, frame nodes written field by field without reading the input node,
// the plain spacing shared by stacks of plain children, the cold kinds out of line.
// Third pass (total layout instructions at 10k, wide / deep / balanced): 22.65 / 37.36 / 65.08 M
// -> 21.17 / 36.55 / 64.34 M, with the placing walk's memory bounded by depth (one level per
// ancestor, an only child placed at once) and the rare alignment paths out of line, so a
// stack's sizing loop takes 296 bytes of stack per level instead of 1,032: deep 100k layout
// 699 -> 346 ns per node (1k: 293 -> 271), the per-node cost now within 1.3x from 1k to 100k.
//
// The front end the same way: `--runs 1 --warmup 0` on a file parses and resolves it twice (the
// check, then the timed run), so halve the inclusive counts of `Parser.parse` and
// `Resolver.resolve` in `callgrind_annotate --inclusive=yes`. Instructions per resolved node at
// 10k, wide / balanced / deep: parse 10,936 / 11,224 / 11,199 before, 5,756 / 5,989 / 5,995
// after; resolve 17,728 / 18,140 / 18,673 before, 11,648 / 11,884 / 12,838 after (issue 18 asks
// for about 150 and 300 ns, so both are still several times over). What it changed: no run-time
// exclusivity checks on the parser's and the resolver's per-token and per-node state, whole
// numbers and ASCII names lexed from the bytes, number literals not boxed, argument labels and
// catalog names matched without lowercasing per comparison, catalog parameters shared by
// reference, overloads scored only when several fit, node positions found from the last one.
// Resolve, second pass (count with SWIFT_DETERMINISTIC_HASHING=1: the per-process hash seed
// moves the counts by up to 5%): 11,673 / 11,851 / 12,933 -> 5,881 / 6,043 / 6,483 instructions
// per node; CPU ns per node at 100k 839 / 921 / 2,106 -> 454 / 519 / 673, at 1M (wide /
// balanced) 853 / 959 -> 541-589 / 494-510 (back to back, load ~3). What it changed: no array
// made per call on the common path (each costs hundreds of instructions: malloc and a run-time
// type lookup), a match that stops at its first problem, a container's children in one array,
// modifiers applied in place, catalog rows by reference. Deep cost 2.4x the others for its
// stack, not its instructions: each nesting level held ~3.9 KB of frames (390 MB walked down
// and up at 100k); the rarer paths are out of line now (~1 KB). Left: retain/release (~40% of
// resolve time under perf), hashing names.
//
// Resolve, third pass (SWIFT_DETERMINISTIC_HASHING=1), instructions per node at 10k, wide /
// balanced / deep: 5,882 / 6,043 / 6,430 -> 4,442 / 4,662 / 5,142; CPU ns per node at 100k
// (two runs each, back to back, load ~1) 457-461 / 509-527 / 666-690 -> 371-382 / 421-427 /
// 567-589. What it changed: a name that is no type prefix (`rectangle` before `.frame`) told
// so by its first byte and length before the set is hashed; the catalog rows of the names last
// looked up kept by the name as written (`CatalogMemo`: a repeated name is compared, not
// lowercased and hashed); the two overloads of `.padding(1)` scored from the matches already
// made; `ViewNode.init` inlinable (across modules it copied each node whole); a label written
// as its key found without making the key. Tried and dropped: bound values held inline (four
// optional entries cost more to copy than the array they saved, wide 5,225 -> 6,127). Left:
// retain/release (~22% of resolve's instructions), an array per call for bound values and one
// per wrapper for its children, malloc in deep trees.
//
// Parse, second pass (issue 18), instructions per resolved node at 10k, wide / balanced / deep:
// 5,756 / 5,989 / 5,995 -> 2,983 / 3,190 / 3,442. CPU ns per node at 100k (load below 1):
// ~450 / 408 / 508 -> ~227 / 194 / 297; at 1M, wide 378 -> 163 (default runs), balanced
// 414 -> 212 (`--runs 1 --warmup 1`; deep-1000000 passes the nesting limit). What it changed:
// tokens without their decoded text (plain values, so no retain/release per copy) and one token
// of lookahead instead of a buffer; each distinct name made into a String once (`NameTable`);
// ASCII fast paths in the lexer; argument lists sized by what follows their first argument; the
// frames on the recursion path halved (~1,060 -> ~520 bytes per level), which deep files were
// paying for at 100k (100 MB of stack, past the caches). Left: about a third lexing, about 15%
// allocating the tree's boxes and arrays, whose shape the public syntax types fix.
//
// Resolve, fourth pass (SWIFT_DETERMINISTIC_HASHING=1), resolver instructions at 10k, wide /
// balanced / deep: 88.97 / 84.19 / 102.45 M -> 73.63 / 70.66 / 90.18 M (-17 / -16 / -12 %);
// CPU ns per node at 100k, alternated with the build before: 383-410 / 441-461 / 590-629 ->
// 311-328 / 367-378 / 507-543. What it changed: one bound-values array reused from call to
// call, labels compared only with keys of their length, required parameters listed once per
// signature, a modifier call keeping its range and catalog row instead of its syntax, values
// moved into the node instead of copied. Left: about two copies of each `ViewNode` on its way
// into the tree, matching `.frame`'s two overloads (~600 instructions a view), the type-prefix
// check (~315).
//
// The same session: the render phase renders as the driver now does, into one 1 MB buffer
// handed on each time it fills (JSON at 100k 316-394 -> 131-146 ns per node: its pieces used
// to land in fresh pages); `--shapes` times the whole command to CSV and prints the bytes
// written, since a deep chain's dump grows with the square of its depth (its phases do not);
// nested flexible frames are linear (depth 400: 0.85 s -> 19 ms: a stack asked each frame
// child for its centre, which a frame forwards from its child, so the frame sized its subtree
// again at every level; now only nodes that can report an explicit guide are asked).
//
// Third session: `.swift` files are read as `layoutc` reads them (`parse` is then the Swift
// reader), and `--source TREE N [--swift]` prints the peer trees as `.lyt` or as SwiftUI code.
// Swift front end at 100k, wide / balanced: parse 1,196 / 1,606 -> 700 / 888, resolve 650 / 799
// -> 253 / 292 (the root's ContentView was resolved twice; tokens held Strings; seven
// precedence levels per operand; names lowercased and hashed per view). Renderers read nodes in
// place (instructions at balanced 10k: CSV 43.2 -> 37.7 M, tree 28.7 -> 23.1 M, JSON 59.7 ->
// 53.5 M). This program sets the allocator as `layoutc` does (one arena, no fast bins), so its
// repeated runs free and allocate as one run of the command does. Dropped after measuring:
// parsing on one core while the other resolved (one arena: the threads queued on its lock;
// two: the peak grew 40%) and rendering one dump in parts on both cores (1M: -0.03 s CSV).
//
// Fourth session: a call whose arguments are all literals is bound once (`BindingMemo`).
// Resolver instructions at 10k (SWIFT_DETERMINISTIC_HASHING=1), wide / balanced / deep: 72.9 /
// 69.8 / 87.8 M -> 54.4 / 50.4 / 57.3 M; CPU ns per node at 100k, alternated with the build
// before: 239-241 / 268-271 / 454-458 -> 191-193 / 203-204 / 248-249; Swift source (wide /
// balanced) 255 / 294-297 -> 201-204 / 216-218. The Swift reader allocates less (a statement's
// keyword compared by bytes, names through `NameTable`, leaves of `SwiftExpr` and expression
// statements unboxed, argument lists and the token array sized once): instructions on
// wide-10k.swift 184.0 -> 147.7 M, parse at 100k 632 / 886-887 -> 589-591 / 749-771. Stacks
// order up to 16 children in place (layout at balanced 10k 72.1 -> 69.2 M). In the same
// alternation the `.lyt` parse moved 216-220 / 153-158 / 210 -> 233-234 / 170-171 / 190 and
// deep layout 463-481 -> 283 with the same instructions: heap and stack state left by the
// phases run before, not the parser or the engine. Whole command, balanced 1M to CSV 2.16-2.23
// -> 1.94-2.03 s, tree 2.07-2.09 -> 1.88-1.95 s. Tried and dropped: freeing the syntax on the
// other core while layout runs (-0.05 s, but +63 MB of peak: layout no longer reused its
// memory), fixed frames answering without the memo (+4% layout instructions), a node made in
// place in the tree (the toolchain copies it anyway), a class per memo slot (more retains).
// Then `layoutc` itself (not this program) has the kernel fault in a large input's heap on the
// other core while it parses (`System.prepareHeap`, MADV_POPULATE_WRITE): whole command,
// alternated with the session's first build, balanced 1M CSV 2.02-2.47 -> 1.64 s, tree
// 2.10-2.37 -> 1.62-1.67 s, JSON 2.15-2.52 -> 1.75-1.78 s; wide 1M CSV 1.77-2.40 -> 1.39-1.42 s;
// 100k 0.18-0.22 -> 0.14-0.19 s; peak 978 -> 990 MB (balanced), 984 -> 1,023 MB (wide). Heap
// factors tried: 12x the source 1.75-1.83 s, 16x 1.63-1.69 s (+12 MB), 20-24x 1.56-1.79 s
// (+51 MB: reserved room never written is faulted in too).
//
// Fifth session: the file phases run on a heap kept as `layoutc` keeps it for a large input
// (`Driver.keepFreedMemory`: no `mmap`, no trim), so a run reuses the pages the run before it
// freed; the 1M figures had included the kernel zeroing fresh pages (the command has them
// faulted in on the other core). Per resolved node at 1M, layout wide 237 and balanced 426
// against 143 and 243 at 1k (1.66x, 1.75x) then; 135-136 and 280-284 against 114-117 and
// 261-263 at the end of the session (1.07-1.19x). The peers' harness keeps its heap the same
// way: without it, glibc mapped the large tables afresh or not by thresholds that move as runs
// free them, and balanced 100k layout moved from 956 to 1,105 ns per view with the sizes of
// unrelated allocations. Then, for memory: a plain layout frees the view tree but for the
// nodes it reads again (`InputNodes`, handed the tree's last copy by the pipeline); custom
// alignment ids are 32 bits (`ViewNode` 104 -> 88 bytes, `HotKind` 48 -> 40); a node keeps
// its one child without an array (`ViewChildren`, no array per modifier: resolve at 100k,
// wide / balanced / deep, 191-193 / 203-204 / 248-249 -> 171-176 / 181-188 / 236-252); a
// frame of both dimensions is not memoised (its answer costs less than the memo's memory:
// balanced 1M 745 -> 644 MB on one core); a node's record is 20 bytes and only the nodes that
// memoise have a memo (64 -> 20 + 48 bytes; layout at 100k wide 132-134 -> 130-132, balanced
// 265-268 -> 243-251, deep 272-285 -> 293-329: a deep tree memoises every node, whose record
// and memo are now two cache lines); frame nodes are 80 bytes (96); the heap faulted in is
// 14x the source, not 16x. Whole command to CSV, from the session's first build: wide 1M
// 1.44-1.46 -> 1.26-1.27 s, peak 1,023 -> 654 MB; balanced 1M 1.73-1.77 -> 1.48-1.51 s, 990 ->
// 616-659 MB. Peers at 100k (ns
// per view, layoutc / Taffy / Yoga): wide 265 / 401 / 279, deep 1,194 / 4,092 / 2,985,
// balanced 644 / 1,210 / 1,507. The Swift reader lowers a view with one modifier without a
// list of links, and reads scope bindings without exclusivity checks: instructions on
// balanced-10k.swift 148.0 -> 131.2 M, parse at 100k (wide / balanced) 408-409 / 543-551 ->
// 348-359 / 487-504. Where balanced 1M's memory goes (massif at 100k, times ten): in parse
// and resolve, the source (45 MB), the syntax (~355 MB) and the view tree (~160 MB); in
// layout, the engine's per-node tables (~200 MB), the stacks' caches (~100 MB), the frame
// tree (~160 MB) and the source. Tried and dropped: `PrimaryViewSyntax` unboxed (no change in time
// or peak); the input freed after sizing rather than before (the frames still did not fit in
// its room: 8 MB less on balanced, none on wide).
//
// Sixth session, for memory: a `.lyt` file is resolved as it is parsed (`StreamingResolver`:
// the root container's children in batches of 256 or 16 kB of source, their syntax let go);
// frame nodes are 64 bytes (a tree's kinds numbered in its `FrameTable`); no per-node table of
// priorities (worked out when asked), stack caches or spacings (in the memo), and 32-bit child
// lists; the heap faulted in is 10x the source. Whole command to CSV, to /dev/null: wide 1M
// 1.26-1.27 -> 1.30-1.32 s, peak 654 -> 483-484 MB; balanced 1M 1.48-1.51 -> 1.54-1.55 s,
// 616-659 -> 461-462 MB. The 40-60 ms: parsing and resolving in turn take 735-750 ms where
// parsing then resolving took 605, though callgrind counts 2.5% fewer instructions and fewer
// cache misses (batches of 256 children gained little over one at a time). Layout: with the
// stack cache in the memo, deep in the peers' harness went 1,146-1,204 -> 1,235-1,317 ns per
// view (the lookup and the making of the cache were all inlined into `perform`); with the
// lookup inline and the making out of line, 1,120-1,143 (peers at 100k: wide 263 / 391 / 277,
// deep 1,147 / 3,949 / 2,959, balanced 617 / 1,182 / 1,471). The million-view Swift files,
// refused at the reader's million steps, are read (its limit grows with the file past 4 MB):
// 2.4-3.2 s, about 1.5 GB.
//
// Seventh session, for parsing: a syntax struct whose `var` fields hold optional references
// was built by its explicit `init` in a temporary and copied out whole (Swift 6.3; an outlined
// copy then an outlined destroy, a retain and a release per reference, in every `namedView`,
// `parseModifiers` and `parseArguments`). With `let` fields (but those the Swift reader
// extends) the value is built in place. Parse at 100k, wide / balanced / deep: 135 / 158 / 184
// -> 106 / 122 / 136 ns per node; the peers' "build" went 610 / 841 / 604 -> 545 / 781 / 558
// ns per view; whole command to CSV, 1M: wide 1.30-1.32 -> 1.23-1.31 s, balanced 1.54-1.55 ->
// 1.39-1.42 s. The Swift reader's lowering is a class: as a struct, each call of a
// non-mutating method from a mutating one copied it whole, tables and all (once per modifier);
// instructions per read of balanced-10k.swift 261.7 -> 250.1 M, parse at 100k 509-534 ->
// 461-482 ns. Looked for and not worth keeping: the lowering's scope made only at a builder's
// first `let` (kept, 1.6% of instructions), a call's plain arguments not copied (no change),
// `-enable-ossa-modules` (resolve 10% faster, render 30-40% slower). Deep layout in the peers'
// harness reads 1,180-1,200 ns per view with this build and 1,120-1,128 with the one before,
// side by side, though callgrind counts its layout alike (1,439 M instructions, the same D1
// and LL misses at 100k); `-align-loops=64` brings it back to 1,122-1,143: code placement.
// The Swift reader, further: its views lowered into one array per builder (an array per view
// was an allocation, a copy and a free), its tables read without exclusivity checks, and an
// implicit member boxed (a `SwiftExpr` was 33 bytes, returned through memory at every level
// of the parser): instructions per read of balanced-10k.swift 250.1 -> 236.9 -> 229.2 ->
// 222.4 M, parse at 100k wide / balanced 346-349 / 474-478 -> 278-288 / 401-430 ns per node.
// Where its time goes now (perf, balanced-100k.swift): tokenizing 21%, the Swift syntax tree
// 24%, lowering 37%, freeing the tree 17%; in instructions (callgrind, balanced-10k.swift)
// 23%, 38%, 27% and 12%: lowering and freeing read a tree built long before. Room for a
// token every two bytes, not three: SwiftUI code has one every three bytes or so, and the
// token array was copied whole at its end (a sixth of tokenizing, with its page faults); the
// million-view Swift files 2.50-2.57 -> 2.05-2.44 s. The parser and its tokens let go before
// the lowering starts (the lowering and the resolver reuse their memory): 1.89-2.32 s, peak
// 1.39 / 1.32 -> 1.22 / 1.14 GiB (wide / balanced). Whether a name is one of the file's View
// structs compared with each of their few names, not hashed: 218.3 -> 211.8 M instructions;
// parse at 100k wide / balanced 252-257 / 374-387 ns per node, where the session began at
// 370-377 / 509-534.
//
// Eighth session, the Swift reader: a closure's statements are read when the lowering reaches them,
// one at a time, not with the file (the parser skips a body and keeps where it is; each statement
// is lowered while its syntax is fresh and freed at once). Read whole first, a file's syntax was
// built, read back cold and freed cold. The lexer matches each `{` with its `}`, so a body is
// skipped in one step (counting braces read each body once per closure around it: 13% of the read
// on balanced trees, quadratic in nesting). A closure lowered more than once (in an inlined body, a
// ForEach over records) is read once and kept; a builder's first statement, read to tell it from an
// action closure, is lowered as read. Swift's own punctuation is asked for only of the bytes that
// may start it; a number or a name alone before `,` or `)` is read as a primary. Instructions per
// read of balanced-10k.swift 211.8 -> 224.7 (lazy, braces counted) -> 204.3 (braces matched) ->
// 200.6 -> 191.9 -> 182.9 M; parse at 100k wide / balanced 252-257 / 374-387 -> 206-230 / 241-271
// ns per node, flat from 1k to 1M. The million-view Swift files: 1.63-1.74 / 1.92-2.05 s, peak 860
// / 825 MB (were 1.89-2.32 s, 1.22 / 1.14 GiB). Tried and dropped: tokens of 16 bytes with numbers
// kept apart (no change in time, more instructions); names interned by the lexer while their bytes
// are at hand (more instructions, slower); a member call in one box instead of a call's and a
// member's (more instructions); a name table of plain entries with the strings apart (more
// instructions). Moving Swift's punctuation question after the common punctuation cut more
// instructions than the masks, but moved code the .lyt parser runs: deep-100000.lyt parsed at
// 147-167 ns per node with the same instructions and cache misses as the build before (136-138). So
// did valuing a whole number as its digits are scanned, with `wholeNumberValue` gone (152-156
// against 140-146, side by side): the lexer values it as before the session. Where the read goes
// now (perf, balanced-100k.swift): lexing a quarter, parsing a quarter, lowering and freeing the
// rest, the largest single function the name table (a tenth, reading source bytes long after they
// were lexed). The goal of 150 needs a reader that lowers as it parses, with no Swift syntax tree
// in between.
//
// Ninth session, that reader for the commonest statements, and a short path through the lexer.
// A builder's plain statements (`Name(args).modifier(args)...`, every argument a number, a
// `.member` or a plain string, with or without a content closure) are read straight into `.lyt`
// syntax (`SwiftParser.plainViewStatement`, `SwiftLowering.plainView`); any other statement, or one
// whose names mean something else where it is, is read as before. `SwiftPlainStatementTests` read
// every example both ways and compare the whole tree, diagnostics and steps. The lexer reads the
// commonest tokens (ASCII names, whole numbers, brackets, `, : .`) by `nextCommonToken`, in both
// readers. Instructions per read of balanced-10k.swift 182.9 -> 133.4 (plain statements) -> 127.8
// (the first one kept for its closure) -> 110.3 (common tokens) -> 107.9 -> 106.9 M (that first
// one, and one read as Swift syntax, kept in properties apart, not in optional tuples: their copies
// went through the runtime's generic witnesses); wide-10k.swift 185.7 -> 112.9 M; the .lyt parse of
// deep-10000 / wide-10000 118.3 / 104.1 -> 100.3 / 87.2 M (102.7 / 89.6 after the review had the
// short path use the lexer's own trivia, name and number reading rather than copies of them). Parse
// at 100k, ns per node: Swift wide / balanced 206-230 / 241-271 -> 123-127 / 137-142, flat from 1k
// to 1M (1M: 125 / 143); .lyt wide / balanced / deep 106-113 / 120-128 / 138-149 -> 91-93 /
// 105-108 / 125-135. The million-view Swift files: 1.40-1.58 /
// 1.64-1.80 s (were 1.63-1.74 / 1.91-2.05), peak still about 860 MB: the tokens are all held
// while the lowering runs. Tried and dropped: tokens of 16 bytes with the number read from its
// bytes when parsed (Swift instructions -1%, the .lyt parse's +1%, deep .lyt 127-129 -> 133-135
// ns). Alone they leave a million-view Swift file's peak as it was: the resolver's and the
// engine's heap rises where the tokens' fell. With the pipeline also letting go of the syntax's
// declarations before layout (a SwiftUI file's views are in its View structs' bodies), the
// million-view Swift files peak at 746 / 712 MB instead of 861 / 815 and take 1.37 / 1.61 s to
// CSV instead of 1.49 / 1.74: still over 500 MB, for a cost to the .lyt parser, so left out. Also
// dropped: the name table packing a name's bytes only when past 8, and a name byte tested by two
// masks (more instructions).

import LayoutDriver
import LayoutEngine
import LayoutOutput
import LayoutResolver
import LayoutSyntax

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: Built-in trees

/// No text in these trees; the measurer only has to exist.
struct NoTextMeasurer: TextMeasurer {
  func layout(
    _ text: TextContent, environment: EnvironmentOverrides, proposal: ProposedSize,
    context: TextMeasuringContext
  ) -> TextLayout {
    TextLayout(
      size: .zero, firstBaseline: 0, lastBaseline: 0, lines: [], truncated: false,
      metrics: fontMetrics(environment: environment, context: context))
  }
  func fontMetrics(environment: EnvironmentOverrides, context: TextMeasuringContext)
    -> FontMetrics
  { FontMetrics(ascender: 16, descender: 4, leading: 0, capHeight: 12) }
}

let source = SourcePosition(line: 1, column: 1)

/// A framed rectangle: two nodes.
func framedRectangle(_ tree: inout ViewTree, _ index: Int) -> Int {
  let shape = tree.append(ViewNode(kind: .shape(.rectangle), source: source))
  return tree.append(
    ViewNode(
      kind: .frame(width: Double(20 + index % 50), height: 10, alignment: .center),
      children: [shape], source: source))
}

/// The stack of a nesting level: vertical and horizontal in turn.
func stack(level: Int) -> ViewKind {
  level % 2 == 0
    ? .vstack(alignment: .center, spacing: nil, lazy: false)
    : .hstack(alignment: .center, spacing: nil, lazy: false)
}

func wide(nodes: Int) -> ViewTree {
  var tree = ViewTree()
  let children = (0..<(nodes - 1) / 2).map { framedRectangle(&tree, $0) }
  tree.root = tree.append(
    ViewNode(
      kind: .vstack(alignment: .center, spacing: nil, lazy: false), children: children,
      source: source))
  return tree
}

func deep(nodes: Int) -> ViewTree {
  var tree = ViewTree()
  var child = tree.append(ViewNode(kind: .shape(.rectangle), source: source))
  var count = 1
  var level = 0
  while count + 2 <= nodes {
    let padding = tree.append(
      ViewNode(kind: .padding(EdgeInsets(all: 1)), children: [child], source: source))
    child = tree.append(ViewNode(kind: stack(level: level), children: [padding], source: source))
    count += 2
    level += 1
  }
  tree.root = child
  return tree
}

func balanced(nodes: Int) -> ViewTree {
  var tree = ViewTree()
  // Levels of 10-child stacks (alternating axis) over rectangles: 1 + 10 + ... + 10^depth
  // nodes, the first such count at or above `nodes` / 1.2 (1111, 11111, 111111).
  var depth = 1
  var total = 11
  while Double(total) < Double(nodes) / 1.2 {
    depth += 1
    total = total * 10 + 1
  }
  func build(level: Int) -> Int {
    if level == depth {
      return tree.append(ViewNode(kind: .shape(.rectangle), source: source))
    }
    let children = (0..<10).map { _ in build(level: level + 1) }
    return tree.append(ViewNode(kind: stack(level: level), children: children, source: source))
  }
  tree.root = build(level: 0)
  return tree
}

// MARK: Timing

/// CPU time of the calling thread in nanoseconds: unlike wall time it does not count the
/// time other processes take on a shared machine.
func threadCPUNanoseconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}

/// Monotonic wall time in nanoseconds.
func wallNanoseconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}

struct Settings {
  var runs: Int?
  var warmup = 1
  var tree: String?
  var size: Int?
  var files: [String] = []
  var shapes = false
  var matrix = false
  /// `--source TREE N`: print that tree's text (`--swift`: as SwiftUI code) and stop.
  var source: (tree: String, size: Int)?
  var swift = false

  func runs(nodes: Int) -> Int { runs ?? (nodes >= 100_000 ? 7 : 21) }
}

/// The median time of `body` on `clock` (the thread's CPU time unless said), in ns, after
/// `warmup` untimed calls. What `body` returns is released after the clock is read: freeing a
/// phase's result is not part of the phase.
func median<T>(
  runs: Int, warmup: Int, clock: () -> Double = threadCPUNanoseconds, _ body: () throws -> T
) rethrows -> Double {
  for _ in 0..<warmup { _ = try body() }
  var samples: [Double] = []
  for _ in 0..<max(runs, 1) {
    let start = clock()
    let result = try body()
    samples.append(clock() - start)
    withExtendedLifetime(result) {}
  }
  samples.sort()
  return samples[samples.count / 2]
}

func column(_ text: String, _ width: Int, right: Bool = true) -> String {
  let pad = String(repeating: " ", count: max(width - text.count, 0))
  return right ? pad + text : text + pad
}

func perNode(_ ns: Double, _ nodes: Int) -> String {
  String(Int((ns / Double(max(nodes, 1))).rounded()))
}

// MARK: Built-in trees: the layout phase

func runBuiltInTrees(_ settings: Settings) {
  let shapes: [(String, (Int) -> ViewTree)] = [
    ("wide", wide), ("deep", deep), ("balanced", balanced),
  ]
  let context = LayoutContext(
    screen: ProposedSize(width: 390, height: 844), textMeasurer: NoTextMeasurer())
  print("layout phase, built-in trees (CPU ns per node, median)")
  print(column("tree", 9, right: false) + column("nodes", 8) + column("layout", 9))
  for (name, make) in shapes where settings.tree == nil || settings.tree == name {
    for size in [1_000, 10_000, 100_000] where settings.size == nil || settings.size == size {
      let tree = make(size)
      let count = tree.nodes.count
      var line = column(name, 9, right: false) + column(String(count), 8)
      do {
        let ns = try median(runs: settings.runs(nodes: count), warmup: settings.warmup) {
          try LayoutEngine.layout(tree, in: context)
        }
        line += column(perNode(ns, count), 9)
      } catch {
        line += "  error: \(error)"
      }
      print(line)
    }
  }
}

// MARK: Files: every phase

/// The whole file, or nil when it cannot be read.
func readFile(_ path: String) -> [UInt8]? {
  guard let file = fopen(path, "rb") else { return nil }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 1 << 16)
  while true {
    let read = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
    if read == 0 { break }
    bytes.append(contentsOf: chunk[0..<read])
  }
  return ferror(file) == 0 ? bytes : nil
}

/// Bytes of `--format tree` output past which the render phase is skipped (a deep chain's dump
/// grows as depth squared).
let renderLimit = 256 << 20

func runFiles(_ settings: Settings) {
  print("phases of `layoutc FILE --size 390x844` (CPU ns per resolved node, median)")
  let widths = [22, 8, 8, 9, 9, 9, 9, 9, 9, 9, 10]
  // `xlayout`: the whole (parse, resolve, layout, tree render) over the layout phase alone,
  // both measured in this run.
  let header = [
    "file", "nodes", "runs", "parse", "resolve", "layout", "render", "total", "json", "csv",
    "xlayout",
  ]
  print(zip(header, widths).enumerated().map { column($1.0, $1.1, right: $0 > 0) }.joined())
  // The heap as `layoutc` keeps it for a large input: repeated runs reuse its pages.
  Driver.keepFreedMemory()
  let screen = ProposedSize(width: 390, height: 844)
  let context = LayoutContext(screen: screen, scale: 3, textMeasurer: SFTextMeasurer())
  for path in settings.files {
    let name = String(path.split(separator: "/").last ?? Substring(path))
    var line = column(name, widths[0], right: false)
    guard let bytes = readFile(path) else {
      print(line + "  cannot read the file")
      continue
    }
    let sourceFile = SourceFile(name: path, bytes: bytes)
    // A Swift file is read as `layoutc` reads it (`parse` is then the Swift reader's lexing,
    // parsing and lowering) and resolved with Swift spellings.
    let swift = path.hasSuffix(".swift")
    func read(_ file: SourceFile) -> ParseResult {
      swift ? SwiftReader.read(file, view: nil) : Parser.parse(file)
    }
    let options = ResolveOptions(swiftSpelling: swift)
    let parsed = read(sourceFile)
    guard !parsed.hasErrors else {
      print(line + "  syntax errors: \(parsed.diagnostics.first?.message ?? "")")
      continue
    }
    let resolved = Resolver.resolve(parsed.file, in: sourceFile, options: options)
    guard let tree = resolved.tree else {
      print(line + "  resolution errors: \(resolved.diagnostics.first?.message ?? "")")
      continue
    }
    let count = tree.nodes.count
    let runs = settings.runs(nodes: count)
    line += column(String(count), widths[1]) + column(String(runs), widths[2])
    let parse = median(runs: runs, warmup: settings.warmup) {
      read(SourceFile(name: path, bytes: bytes))
    }
    let resolve = median(runs: runs, warmup: settings.warmup) {
      Resolver.resolve(parsed.file, in: sourceFile, options: options)
    }
    let frames: FrameTree
    let layout: Double
    do {
      frames = try LayoutEngine.layout(tree, in: context)
      layout = try median(runs: runs, warmup: settings.warmup) {
        try LayoutEngine.layout(tree, in: context)
      }
    } catch {
      print(line + "  layout error: \(error)")
      continue
    }
    var total = parse + resolve + layout
    line += column(perNode(parse, count), widths[3]) + column(perNode(resolve, count), widths[4])
    line += column(perNode(layout, count), widths[5])
    let dump = Dump(file: path, screen: screen, scale: 3, tree: frames)
    if OutputFormat.tree.estimatedSize(of: dump) <= renderLimit {
      // The body as the driver renders one dump: a megabyte at a time into one buffer,
      // each piece handed on (to standard output there, counted here).
      func render(_ renderer: some PartwiseRenderer) -> Double {
        median(runs: runs, warmup: settings.warmup) {
          var bytes = 0
          renderer.body(of: [dump], at: 0, grouping: .single) { bytes += $0.count }
          return bytes
        }
      }
      let tree = render(TreeRenderer())
      total += tree
      line += column(perNode(tree, count), widths[6]) + column(perNode(total, count), widths[7])
      line += column(perNode(render(JSONRenderer()), count), widths[8])
      line += column(perNode(render(CSVRenderer()), count), widths[9])
      line += column(format2(total / layout) + "x", widths[10])
    } else {
      line += column("(huge)", widths[6]) + column("-", widths[7])
    }
    print(line)
  }
}

// MARK: Shapes whose cost may grow faster than their size

/// `layoutc --color never --format csv -` on `text`, through the driver as the command runs
/// it: the median wall time in ns, and how it ended (the node count and the size of the
/// output, or the first error). A chain's CSV grows with the square of its depth (each row
/// holds its node's path), so its time is read against the bytes written.
func wholeCommand(_ text: String, runs: Int, arguments: [String] = []) -> (
  ns: Double, outcome: String
) {
  let input = Array(text.utf8)
  var status: Int32 = 0
  var lines = 0
  var bytes = 0
  var errors = ""
  let ns = median(runs: runs, warmup: 0, clock: wallNanoseconds) {
    lines = 0
    bytes = 0
    errors = ""
    status = Driver.run(
      arguments: ["--color", "never", "--format", "csv"] + arguments + ["-"],
      standardInput: { input },
      standardOutputBytes: {
        lines += $0.count { $0 == UInt8(ascii: "\n") }
        bytes += $0.count
      },
      standardError: { errors += $0 })
  }
  let error = errors.split(separator: "\n").first.map { line in
    line.firstRange(of: "error: ").map { String(line[$0.upperBound...]) } ?? String(line)
  }
  let megabytes = format2(Double(bytes) / 1e6)
  let outcome =
    status == 0
    ? "\(lines - 1) nodes, \(megabytes) MB out" : "refused: " + (error ?? "exit \(status)")
  return (ns, String(outcome.prefix(70)))
}

/// Inputs of growing size whose cost has grown faster than their size (issue 18): each
/// size is twice the one before, so a linear cost doubles (`x2.0`).
func runShapes(_ settings: Settings) {
  func flexibleNest(_ depth: Int) -> String {
    var text = ""
    for level in 0..<depth { text += (level % 2 == 0 ? "hstack" : "vstack") + " < text \"a\" " }
    text += "text \"z\""
    for _ in 0..<depth {
      text += " > .frame(maxWidth: infinity, minHeight: 1, maxHeight: infinity)"
    }
    return text + "\n"
  }
  func modifierChain(_ count: Int) -> String {
    "rectangle" + String(repeating: " .padding(1)", count: count) + "\n"
  }
  func nestedReaders(_ depth: Int) -> String {
    String(repeating: "geometryReader(proxy) < ", count: depth) + "rectangle"
      + String(repeating: " >", count: depth) + "\n"
  }
  func overLimit(_ rows: Int) -> String {
    "vstack < foreach i in 0..<\(rows) < foreach j in 0..<1000 < rectangle > > >\n"
  }
  func swiftModifierChain(_ count: Int) -> String {
    "Rectangle()" + String(repeating: ".padding(1)", count: count) + "\n"
  }
  let swift = ["--language", "swift"]
  let shapes: [(String, (Int) -> String, [Int], [String])] = [
    ("nested flexible frames (depth)", flexibleNest, [100, 200, 400, 800, 1_600], []),
    ("modifier chain (.padding count)", modifierChain, [4_000, 8_000, 16_000, 32_000], []),
    ("Swift modifier chain (.padding count)", swiftModifierChain, [4_000, 8_000, 16_000], swift),
    ("nested GeometryReaders (depth)", nestedReaders, [16, 32, 64, 1_000], []),
    ("foreach past the node limit (rows of 1000)", overLimit, [250, 500, 1_000, 2_000], []),
  ]
  print("whole command on shapes of growing size (wall ms, median; xN: time over the size before)")
  for (name, make, sizes, arguments) in shapes {
    print(name)
    var previous: Double?
    for size in sizes {
      let result = wholeCommand(make(size), runs: settings.runs ?? 3, arguments: arguments)
      let ms = result.ns / 1e6
      var line = column(String(size), 8) + column(String(format2(ms)), 12) + " ms"
      if let previous, previous > 0 { line += column("x" + format2(ms / previous), 9) }
      line += "  " + result.outcome
      print(line)
      previous = ms
    }
  }
}

/// Two decimals, without Foundation.
func format2(_ value: Double) -> String {
  let hundredths = Int((value * 100).rounded())
  let fraction = hundredths % 100
  return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
}

// MARK: The device matrix

/// A screen of about 1,000 nodes: rows of a symbol, a title and a subtitle that wraps at the
/// larger Dynamic Type sizes, a spacer and a detail text, in a scroll view.
func matrixScreen(rows: Int) -> String {
  """
  scrollView <
    vstack(alignment: leading, spacing: 0) <
      foreach i in 0..<\(rows) <
        hstack(spacing: 12) <
          image(systemName: "star") .foregroundStyle(blue)
          vstack(alignment: leading, spacing: 2) <
            text "Row \\(i) title" .font(headline)
            text "A subtitle that wraps at the larger sizes" .font(subheadline) .lineLimit(2)
          >
          spacer
          text "Detail" .font(footnote)
        >
        .padding(.vertical, 8)
        .padding(.horizontal, 16)
      >
    >
  >
  """
}

func runMatrix(_ settings: Settings) {
  let path = settings.files.first ?? "-"
  let text: [UInt8]
  if let file = settings.files.first {
    guard let bytes = readFile(file) else {
      print("layoutc-bench: cannot read '\(file)'")
      return
    }
    text = bytes
  } else {
    text = Array(matrixScreen(rows: 125).utf8)
  }
  let source = SourceFile(name: path, bytes: text)
  let parsed = Parser.parse(source)
  let nodes = Resolver.resolve(parsed.file, in: source, options: ResolveOptions()).tree?.nodes
    .count
  let arguments = [
    "--device", "all", "--dynamic-type", "all", "--layout-direction", "ltr,rtl", "--color",
    "never", path,
  ]
  let cells = Device.all.count * 12 * 2
  var bytes = 0
  var status: Int32 = 0
  func run() {
    bytes = 0
    status = Driver.run(
      arguments: arguments, standardInput: { text }, standardOutputBytes: { bytes += $0.count },
      standardError: { print($0, terminator: "") })
  }
  let runs = max(settings.runs ?? 5, 1)
  let wall = median(runs: runs, warmup: settings.warmup, clock: wallNanoseconds, run) / 1e9
  print("device matrix: \(Device.all.count) devices x 12 Dynamic Type sizes x 2 directions")
  print("file          \(settings.files.first ?? "built-in screen")")
  print("nodes         \(nodes.map(String.init) ?? "?") per cell (resolved)")
  print("cores         \(sysconf(Int32(_SC_NPROCESSORS_ONLN)))")
  print("cells         \(cells)")
  print("output        \(bytes) bytes of tree dump (exit status \(status))")
  print("total         \(NumberFormat.format(wall)) s (wall clock, median of \(runs))")
  print("cells/second  \(Int((Double(cells) / wall).rounded()))")
}

// MARK: Arguments and the benchmark thread

// MARK: The peers' harness

/// The peer benchmark's trees as `.lyt` text, view for view as `gen_lyt.py` writes them (and
/// as its `trees.py` gives them to Taffy and Yoga): `n` views in all.
/// The text of a peer tree: as `gen_lyt.py` writes it, or with `swift` the same views as
/// SwiftUI code, the body of a `ContentView` (which adds one node, the component's).
func peerTreeText(_ tree: String, _ n: Int, swift: Bool = false) -> String? {
  guard n >= 2 else { return nil }
  let rectangle =
    swift ? "Rectangle().frame(width: 10, height: 10)" : "rectangle .frame(width: 10, height: 10)"
  let (open, close) = swift ? (" {", "}") : (" <", ">")
  var lines: [String] = []
  lines.reserveCapacity(n + n / 5)
  switch tree {
  case "wide":
    lines.append((swift ? "VStack" : "vstack") + "(spacing: 0)" + open)
    for _ in 1..<n { lines.append(rectangle) }
    lines.append(close)
  case "deep":
    let stacks = swift ? ["VStack", "HStack"] : ["vstack", "hstack"]
    for level in 0..<(n - 1) { lines.append(stacks[level % 2] + "(spacing: 0)" + open) }
    lines.append(rectangle)
    for _ in 0..<(n - 1) { lines.append(close + (swift ? ".padding(1)" : " .padding(1)")) }
  case "balanced":
    // Node i's children are 10i+1 ... 10i+10 (a heap); stacks alternate by depth.
    let stacks =
      swift
      ? ["VStack(alignment: .leading, spacing: 2) {", "HStack(alignment: .top, spacing: 2) {"]
      : ["vstack(spacing: 2, alignment: leading) <", "hstack(spacing: 2, alignment: top) <"]
    func write(_ i: Int, depth: Int) {
      if 10 * i + 1 < n {
        lines.append(stacks[depth % 2])
        for child in (10 * i + 1)...min(10 * i + 10, n - 1) { write(child, depth: depth + 1) }
        lines.append(close)
      } else {
        lines.append(i % 10 == 5 ? (swift ? "Spacer()" : "spacer") : rectangle)
      }
    }
    write(0, depth: 0)
  default:
    return nil
  }
  guard swift else { return lines.joined(separator: "\n") + "\n" }
  return "import SwiftUI\n\nstruct ContentView: View {\n  var body: some View {\n"
    + lines.joined(separator: "\n") + "\n  }\n}\n"
}

/// `layoutc-bench TREE N`: what the peers' harness (`harness.py`) prints for Taffy and Yoga,
/// for layoutc, so that `run_matrix.py --external layoutc=.../layoutc-bench` runs all three in
/// one command. "build" is parse and resolve of the tree's `.lyt` text, "layout" the layout
/// of the whole tree at its ideal size (an unspecified proposal, as the peers' roots get),
/// "relayout" a second layout (layoutc keeps no memo across layouts); wall times, as the
/// harness takes them; per node is per view, the peers' N.
func runHarness(tree name: String, n: Int, _ settings: Settings) {
  guard let text = peerTreeText(name, n) else {
    print("layoutc-bench: no such tree: \(name) \(n)")
    return
  }
  let bytes = Array(text.utf8)
  // The heap as `layoutc` keeps it for an input over 1 MB (as in the file mode): otherwise
  // glibc maps and unmaps the large tables afresh or not, by thresholds that move as runs
  // free them, and the layout figure moved by 15% with the sizes of unrelated allocations.
  Driver.keepFreedMemory()
  let context = LayoutContext(screen: .unspecified, scale: 1, textMeasurer: NoTextMeasurer())
  let reps = settings.runs ?? (n <= 1_000 ? 30 : n <= 10_000 ? 15 : n <= 100_000 ? 7 : 3)
  var build: [Double] = []
  var layout: [Double] = []
  var relayout: [Double] = []
  var root: Size?
  for rep in 0..<(settings.warmup + reps) {
    let t0 = wallNanoseconds()
    let file = SourceFile(name: "\(name)-\(n).lyt", bytes: bytes)
    let parsed = Parser.parse(file)
    guard !parsed.hasErrors,
      let tree = Resolver.resolve(parsed.file, in: file, options: ResolveOptions()).tree
    else {
      print("layoutc-bench: the \(name) tree does not resolve")
      return
    }
    let t1 = wallNanoseconds()
    guard let frames = try? LayoutEngine.layout(tree, in: context) else {
      print("layoutc-bench: the \(name) tree does not lay out")
      return
    }
    let t2 = wallNanoseconds()
    _ = try? LayoutEngine.layout(tree, in: context)
    let t3 = wallNanoseconds()
    if root == nil { root = frames.nodes.first?.frame.size }
    if rep >= settings.warmup {
      build.append(t1 - t0)
      layout.append(t2 - t1)
      relayout.append(t3 - t2)
    }
  }
  func stats(_ samples: [Double]) -> String {
    let ms = samples.map { $0 / 1e6 }
    let sorted = ms.sorted()
    let median =
      sorted.count % 2 == 1
      ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    return "{\"median_ms\": \(median), \"min_ms\": \(sorted.first ?? 0), "
      + "\"max_ms\": \(sorted.last ?? 0), \"samples_ms\": [\(ms.map { "\($0)" }.joined(separator: ", "))], "
      + "\"median_ns_per_node\": \(median * 1e6 / Double(n))}"
  }
  let size = root.map { "[\($0.width), \($0.height)]" } ?? "null"
  print(
    "{\"peer\": \"layoutc\", \"tree\": \"\(name)\", \"n\": \(n), \"reps\": \(reps), "
      + "\"warmup\": \(settings.warmup), \"root_size\": \(size), \"build\": \(stats(build)), "
      + "\"layout\": \(stats(layout)), \"relayout\": \(stats(relayout))}")
}

/// `10k` -> 10000, `1m` -> 1000000, as the peers' `trees.parse_size` reads them.
func peerSize(_ text: String) -> Int? {
  var digits = Substring(text.lowercased())
  var unit = 1
  if digits.hasSuffix("k") {
    unit = 1_000
    digits = digits.dropLast()
  } else if digits.hasSuffix("m") {
    unit = 1_000_000
    digits = digits.dropLast()
  }
  return Double(digits).map { Int($0 * Double(unit)) }
}

func parseArguments() -> Settings? {
  var settings = Settings()
  var arguments = CommandLine.arguments.dropFirst()[...]
  func number(_ flag: String) -> Int? {
    guard let text = arguments.popFirst(), let value = Int(text), value >= 0 else {
      print("layoutc-bench: \(flag) needs a whole number")
      return nil
    }
    return value
  }
  while let argument = arguments.popFirst() {
    switch argument {
    case "--runs":
      guard let n = number(argument) else { return nil }
      settings.runs = n
    case "--warmup":
      guard let n = number(argument) else { return nil }
      settings.warmup = n
    case "--size":
      guard let n = number(argument) else { return nil }
      settings.size = n
    case "--matrix":
      settings.matrix = true
    case "--tree":
      guard let name = arguments.popFirst(), ["wide", "deep", "balanced"].contains(name) else {
        print("layoutc-bench: --tree takes wide, deep or balanced")
        return nil
      }
      settings.tree = name
    case "--shapes":
      settings.shapes = true
    case "--swift":
      settings.swift = true
    case "--source":
      guard let name = arguments.popFirst(), let size = arguments.popFirst().flatMap(peerSize)
      else {
        print("layoutc-bench: --source takes a tree (wide, deep, balanced) and a size (100k)")
        return nil
      }
      settings.source = (name, size)
    case "-h", "--help":
      print(
        "usage: layoutc-bench [--runs N] [--warmup N] [--tree wide|deep|balanced] [--size N]"
          + " [--shapes] [FILE.lyt|FILE.swift ...]"
          + "\n       layoutc-bench --matrix [--runs N] [FILE.lyt]"
          + "\n       layoutc-bench --source wide|deep|balanced N [--swift]   (a tree's source)"
          + "\n       layoutc-bench [--runs N] wide|deep|balanced N   (the peers' harness, JSON)")
      return nil
    default:
      if argument.hasPrefix("-") {
        print("layoutc-bench: unknown option '\(argument)'")
        return nil
      }
      settings.files.append(argument)
    }
  }
  return settings
}

nonisolated func runBenchmark() {
  guard let settings = parseArguments() else { return }
  if let (tree, size) = settings.source {
    guard let text = peerTreeText(tree, size, swift: settings.swift) else {
      print("layoutc-bench: no such tree: \(tree) \(size)")
      return
    }
    print(text, terminator: "")
  } else if settings.files.count == 2, ["wide", "deep", "balanced"].contains(settings.files[0]),
    let n = peerSize(settings.files[1])
  {
    runHarness(tree: settings.files[0], n: n, settings)
  } else if settings.shapes {
    runShapes(settings)
  } else if settings.matrix {
    runMatrix(settings)
  } else if settings.files.isEmpty {
    runBuiltInTrees(settings)
  } else {
    runFiles(settings)
  }
}

/// The benchmark thread's entry point (not on the main actor).
nonisolated func benchmarkThread(_: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
  runBenchmark()
  return nil
}

// The allocator as `layoutc` sets it (one arena, no fast bins).
Driver.setUpAllocator()

// Parsing, resolving and measuring recurse once per level of nesting: like the driver, run
// on a 4 GiB stack.
var attributes = pthread_attr_t()
pthread_attr_init(&attributes)
pthread_attr_setstacksize(&attributes, 1 << 32)
#if canImport(Glibc)
  var thread = pthread_t()
#else
  var thread: pthread_t?
#endif
let status = pthread_create(&thread, &attributes, benchmarkThread, nil)
guard status == 0 else { fatalError("cannot start the benchmark thread: \(status)") }
#if canImport(Glibc)
  pthread_join(thread, nil)
#else
  pthread_join(thread!, nil)
#endif
