// The SwiftUI twin of fixed-size.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    Color.red
        .fixedSize()
}
