// layoutc: --size 300x300
// The SwiftUI twin of cell-anchor-and-unsized.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    Grid(horizontalSpacing: 10, verticalSpacing: 6) {
        GridRow {
            Color.red
                .frame(width: 80, height: 60)
            Color.blue
                .frame(width: 40, height: 40)
                .gridCellAnchor(.topTrailing)
        }
        Divider()
            .gridCellUnsizedAxes(.horizontal)
        GridRow(alignment: .bottom) {
            Color.green
                .frame(width: 30, height: 30)
            Color.orange
                .frame(width: 60, height: 50)
        }
    }
}
