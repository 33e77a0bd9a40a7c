// The SwiftUI twin of span-and-column-alignment.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    Grid {
        GridRow {
            Color.red
                .frame(width: 60, height: 30)
            Color.blue
                .frame(width: 100, height: 30)
        }
        GridRow {
            Color.green
                .frame(width: 200, height: 20)
                .gridCellColumns(2)
        }
        GridRow {
            Color.orange
                .frame(width: 20, height: 20)
                .gridColumnAlignment(.trailing)
            Color.purple
                .frame(width: 40, height: 20)
        }
    }
}
