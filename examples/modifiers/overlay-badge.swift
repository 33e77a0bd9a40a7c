// The SwiftUI twin of overlay-badge.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    RoundedRectangle(cornerRadius: 12)
        .fill(Color.blue)
        .frame(width: 60, height: 60)
        .overlay(Circle().fill(Color.red).frame(width: 16, height: 16), alignment: .topTrailing)
}
