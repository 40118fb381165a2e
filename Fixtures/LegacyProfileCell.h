#import <UIKit/UIKit.h>

// The header declares; it sets no fonts. `UIFont *font` and `systemFontOfSize` here are just names.
@interface LegacyProfileCell : UITableViewCell
@property (nonatomic, strong) UILabel *nameLabel; // ok
@property (nonatomic, strong) UIFont *headerFont; // ok: a property of type UIFont
- (UIFont *)fontForSize:(CGFloat)systemFontOfSize; // ok: a parameter named like a selector
@end
