// The SwiftUI twin of header-and-divider.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    Grid {
        GridRow {
            Text("Item")
                .bold()
            Text("Qty")
                .bold()
            Text("Price")
                .bold()
        }
        Divider()
        GridRow {
            Text("Apples")
            Text("3")
            Text("$1.20")
        }
        GridRow {
            Text("Pears")
            Text("12")
            Text("$4.00")
        }
    }
}
