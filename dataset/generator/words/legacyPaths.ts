/** Old WordPress addresses that have no pattern to derive them from, with where each one now lives. */

/** [old path, target document id, link text] */
export type LegacyPath = [string, string, string]

export const legacyAboutUs: LegacyPath[] = [
  ['/about-us/history', 'page-our-history', 'Our history'],
  ['/about-us/our-board', 'page-board', 'Our board'],
  ['/about-us/Our-Leadership-Team/', 'page-leadership', 'Leadership'],
  ['/about-us/contact', 'page-contact-us', 'Contact us'],
  ['/about-us/volunteer', 'page-volunteering', 'Volunteering'],
  ['/about-us/careers', 'page-careers', 'Careers'],
  ['/about-us/feedback', 'page-feedback', 'Feedback and complaints'],
  ['/about-us/reconciliation', 'policy-reconciliation-action-plan', 'Reconciliation action plan summary'],
  ['/about-us/get-help', 'page-get-help', 'Get help now'],
  ['/about-us/interpreters', 'page-help-in-your-language', 'Help in your language'],
]

export const legacyPolicies: LegacyPath[] = [
  ['/policy/privacy', 'policy-privacy-policy', 'Privacy policy'],
  ['/policy/Privacy-Statement/', 'policy-privacy-policy', 'Privacy policy'],
  ['/policy/complaints', 'policy-complaints-and-feedback', 'Complaints and feedback'],
  ['/policy/child-safety', 'policy-child-safe-policy', 'Child safe policy'],
  ['/policy/child-safe-standards', 'policy-child-safe-policy', 'Child safe policy'],
  ['/policy/accessibility', 'policy-accessibility-statement', 'Accessibility statement'],
  ['/policy/modern-slavery', 'policy-modern-slavery-statement', 'Modern slavery statement'],
  ['/policy/rap', 'policy-reconciliation-action-plan', 'Reconciliation action plan summary'],
]

export const legacyAudiences: LegacyPath[] = [
  ['/person-type/seniors', 'audience-older-people', 'Older people'],
  ['/person-type/older-australians', 'audience-older-people', 'Older people'],
  ['/person-type/people-with-a-disability', 'audience-people-with-disability', 'People with disability'],
  ['/person-type/families', 'audience-families-and-children', 'Families and children'],
  ['/person-type/Children/', 'audience-families-and-children', 'Families and children'],
  ['/person-type/youth', 'audience-young-people', 'Young people'],
  ['/person-type/carers', 'audience-carers', 'Carers'],
]

export const legacyCareers: LegacyPath[] = [
  ['/careers/current-vacancies', 'careersSettings', 'Open roles'],
  ['/careers/why-work-with-us', 'page-careers', 'Careers'],
  ['/careers/Volunteer-With-Us/', 'page-volunteering', 'Volunteering'],
]

/** Old PDF uploads: [path, policy slug, whether it is the current copy (a file link) or an old one (the policy page)] */
export const legacyUploads: Array<[string, string, 'file' | 'page']> = [
  ['/wp-content/uploads/2023/04/Privacy-Policy.pdf', 'privacy-policy', 'file'],
  ['/wp-content/uploads/2019/07/privacy-policy-2019.pdf', 'privacy-policy', 'page'],
  ['/wp-content/uploads/2022/11/Complaints-and-Feedback-Policy.pdf', 'complaints-and-feedback', 'file'],
  ['/wp-content/uploads/2021/02/complaints-brochure.pdf', 'complaints-and-feedback', 'page'],
  ['/wp-content/uploads/2023/09/child-safe-policy.pdf', 'child-safe-policy', 'file'],
  ['/wp-content/uploads/2020/06/Child-Safe-Code-of-Conduct.pdf', 'child-safe-policy', 'page'],
  ['/wp-content/uploads/2024/01/accessibility-statement.pdf', 'accessibility-statement', 'file'],
  ['/wp-content/uploads/2024/12/Modern-Slavery-Statement-FY24.pdf', 'modern-slavery-statement', 'file'],
  ['/wp-content/uploads/2021/12/modern-slavery-statement-2021.pdf', 'modern-slavery-statement', 'page'],
  ['/wp-content/uploads/2022/05/RAP-Summary.pdf', 'reconciliation-action-plan', 'file'],
  ['/wp-content/uploads/2018/05/reflect-rap-2018.pdf', 'reconciliation-action-plan', 'page'],
]

/** Old names of article categories on the WordPress site. */
export const legacyArticleCategories: Array<[string, string]> = [
  ['/category/news', 'news'],
  ['/category/latest-news', 'news'],
  ['/category/stories', 'stories'],
  ['/category/Client-Stories/', 'stories'],
  ['/category/media', 'media-releases'],
  ['/category/media-releases', 'media-releases'],
  ['/category/resources', 'guides'],
  ['/category/guides', 'guides'],
]
