#import <UIKit/UIKit.h>

// The receipt screen's type constants and font macros. Sizes held here are reported where a font is made with them;
// a macro that makes a font is reported here, where its definition writes the family or the size, and at each use.
#define kReceiptTitleSize 9
#define kReceiptCaptionSize (10)
#define kReceiptBodySize 15
#define kReceiptGutter 4
static const CGFloat kReceiptFootnoteSize = 8.0;
static CGFloat const kReceiptSmallPrintSize = 10;
typedef NS_ENUM(NSInteger, ReceiptBadgeSize) {
    ReceiptBadgeSizeSmall = 9,
    ReceiptBadgeSizeRegular = 13,
};
#define kReceiptBoldFace @"Helvetica-Bold"

#define RECEIPT_FONT(s) [UIFont fontWithName:@"Avenir-Book" size:(s)] // expect: forbidden-font-family, raw-font-size
#define RECEIPT_SYSTEM_FONT(x) [UIFont systemFontOfSize:x] // expect: raw-font-size
#define kReceiptLegalFont [UIFont systemFontOfSize:9] // expect: raw-font-size, min-font-size
#define kReceiptTotalFont [UIFont systemFontOfSize:17] // expect: raw-font-size

#if TARGET_OS_WATCH
#define kReceiptRowSize 11
#else
#define kReceiptRowSize 12
#endif
