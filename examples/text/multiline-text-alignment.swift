// The SwiftUI twin of multiline-text-alignment.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    Text("The quick brown fox jumps over the lazy dog")
        .multilineTextAlignment(.center)
        .frame(width: 150)
}
