#import "ReceiptTheme.h"

// Objective-C as clang sees it: sizes held in the header's macros, constants and enumerators, arithmetic on them,
// fonts made by macros (reported where they are used, with the size the use gives), and labels by whatever name.

@interface ReceiptCell : UITableViewCell
@property (nonatomic, strong) UILabel *titleLabel;
@property (nonatomic, strong) UILabel *captionLabel;
@property (nonatomic, strong) UILabel *bodyLabel;
@property (nonatomic, strong) UILabel *footnoteLabel;
@property (nonatomic, strong) UILabel *smallPrintLabel;
@property (nonatomic, strong) UILabel *badgeLabel;
@property (nonatomic, strong) UILabel *countLabel;
@property (nonatomic, strong) UILabel *gutterLabel;
@property (nonatomic, strong) UILabel *brandLabel;
@property (nonatomic, strong) UILabel *headerLabel;
@property (nonatomic, strong) UILabel *noteLabel;
@property (nonatomic, strong) UILabel *legalLabel;
@property (nonatomic, strong) UILabel *totalLabel;
@property (nonatomic, strong) UILabel *rowLabel;
@property (nonatomic, strong) UILabel *scaledLabel;
@property (nonatomic, strong) UILabel *iconLabel;
@property (nonatomic, strong) UILabel *faceLabel;
@property (nonatomic, assign) CGFloat rowSpacing;
@end

@implementation ReceiptCell

- (void)applyFonts {
    self.titleLabel.font = [UIFont systemFontOfSize:kReceiptTitleSize]; // expect: raw-font-size, min-font-size
    self.captionLabel.font = [UIFont systemFontOfSize:kReceiptCaptionSize]; // expect: raw-font-size, min-font-size
    self.bodyLabel.font = [UIFont systemFontOfSize:kReceiptBodySize]; // expect: raw-font-size
    self.footnoteLabel.font = [UIFont systemFontOfSize:kReceiptFootnoteSize weight:UIFontWeightUltraLight]; // expect: raw-font-size, min-font-size, forbidden-font-weight
    self.smallPrintLabel.font = [UIFont systemFontOfSize:kReceiptSmallPrintSize]; // expect: raw-font-size, min-font-size
    self.badgeLabel.font = [UIFont systemFontOfSize:ReceiptBadgeSizeSmall]; // expect: raw-font-size, min-font-size
    self.countLabel.font = [UIFont systemFontOfSize:ReceiptBadgeSizeRegular]; // expect: raw-font-size
    self.gutterLabel.font = [UIFont systemFontOfSize:kReceiptBodySize - 2 * kReceiptGutter]; // expect: raw-font-size, min-font-size
    self.brandLabel.font = RECEIPT_FONT(10); // expect: raw-font-size, min-font-size
    self.headerLabel.font = RECEIPT_FONT(kReceiptBodySize + 2); // expect: raw-font-size
    self.noteLabel.font = RECEIPT_SYSTEM_FONT(9); // expect: raw-font-size, min-font-size
    self.legalLabel.font = kReceiptLegalFont; // expect: min-font-size
    self.totalLabel.font = kReceiptTotalFont; // ok: 17pt, reported where the macro writes it
    self.rowLabel.font = [UIFont systemFontOfSize:kReceiptRowSize]; // expect: raw-font-size
    self.faceLabel.font = [UIFont fontWithName:kReceiptBoldFace size:kReceiptBodySize]; // expect: raw-font-size, forbidden-font-weight, forbidden-font-family
    self.scaledLabel.font = [[UIFontMetrics metricsForTextStyle:UIFontTextStyleBody] scaledFontForFont:RECEIPT_FONT(12)]; // ok: scaled with the body style
    self.iconLabel.font = [UIFont fontWithName:@"FontAwesome" size:kReceiptTitleSize]; // ok: an icon font sizes a glyph
    self.rowSpacing = kReceiptTitleSize; // ok: a spacing, not a font
#if TARGET_OS_WATCH
    self.rowLabel.font = [UIFont systemFontOfSize:11]; // expect: raw-font-size, min-font-size
#else
    self.rowLabel.font = [UIFont systemFontOfSize:11]; // expect: raw-font-size
#endif
}

- (void)layoutLabels {
    UILabel *label = [[UILabel alloc] init];
    label.font = [UIFont preferredFontForTextStyle:UIFontTextStyleBody]; // ok: a text style
    [label.heightAnchor constraintEqualToConstant:22].active = YES; // expect: fixed-text-height
    UILabel *caption = [[UILabel alloc] initWithFrame:CGRectMake(0, 0, 120, 16)]; // expect: fixed-text-height
    caption.font = [UIFont preferredFontForTextStyle:UIFontTextStyleCaption2]; // ok: a text style
    UILabel *tall = [UILabel new];
    tall.font = [UIFont preferredFontForTextStyle:UIFontTextStyleFootnote]; // ok: a text style
    [tall setFrame:CGRectMake(0, 0, 200, 60)]; // ok: taller than footnote at accessibility5 (44pt)
    UILabel *detail = [UILabel new];
    detail.font = [UIFont preferredFontForTextStyle:UIFontTextStyleSubheadline]; // ok: a text style
    detail.frame = CGRectMake(0, 0, 100, kReceiptBodySize * 2); // expect: fixed-text-height
    UIView *avatar = [UIView new];
    [avatar.heightAnchor constraintEqualToConstant:22].active = YES; // ok: a view without text
    UILabel *fixed = [UILabel new];
    fixed.font = [UIFont systemFontOfSize:17]; // expect: raw-font-size
    fixed.frame = CGRectMake(0, 0, 100, 20); // ok: a fixed size does not grow
    [self.contentView addSubview:label];
}

@end
