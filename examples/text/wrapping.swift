// The SwiftUI twin of wrapping.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    Text("The quick brown fox jumps over the lazy dog")
        .frame(width: 150)
}
