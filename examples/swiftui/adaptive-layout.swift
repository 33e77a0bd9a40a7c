// twin: swiftui/twins/adaptive-layout.lyt
// AnyLayout chosen by the size class, as WWDC 2022's "Compose custom layouts with SwiftUI"
// switches layouts: a VStackLayout when the width is compact, an HStackLayout when regular,
// with the same content (`layoutc adaptive-layout.swift --size 1024x768` shows the row).
// Worked (390x844 @3x, compact): the stack is leading-aligned with 8 between: as wide as the
// 120-wide bar, 60 + 8 + 40 = 108 high; padded 16 all round, 152×140, centred at
// ((390 - 152) / 2, (844 - 140) / 2) = (119, 352). The square at (135, 368), the bar at
// 368 + 60 + 8 = 436. At 1024x768 (regular): 60 + 16 + 120 = 196 wide, 60 high; padded
// 228×92 at (398, 338); the square at (414, 354), the bar centred beside it at
// (414 + 60 + 16, 354 + 10) = (490, 364).
import SwiftUI

struct ProfileBadge: View {
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        let layout = sizeClass == .compact
            ? AnyLayout(VStackLayout(alignment: .leading, spacing: 8))
            : AnyLayout(HStackLayout(spacing: 16))
        layout {
            Color.orange.frame(width: 60, height: 60)
            Color.blue.frame(width: 120, height: 40)
        }
        .padding()
    }
}
