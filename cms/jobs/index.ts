import type { CollectionConfig, JobsConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { hasRole } from '../access/user-roles'
import { DeliverLeadWebhook } from './deliverLeadWebhook'
import { NotifyBrokerOfLead } from './notifyBrokerOfLead'

/**
 * The jobs queue behind every new lead: the broker's e-mail and one delivery per webhook. Jobs are
 * rows in PostgreSQL committed with the lead; the running server works them (at once after a lead,
 * and every 5 seconds for retries: cms/jobs/runner.ts), so nothing needs a separate worker. Finished
 * and failed jobs stay, with their log, in the admin under Admin > Jobs.
 */
export const leadJobs: JobsConfig = {
  tasks: [NotifyBrokerOfLead, DeliverLeadWebhook],
  deleteJobOnComplete: false,
  // Only the server queues and runs jobs; through the API, admins may.
  access: {
    queue: ({ req }) => hasRole(req.user, 'admin'),
    run: ({ req }) => hasRole(req.user, 'admin'),
    cancel: ({ req }) => hasRole(req.user, 'admin'),
  },
  jobsCollectionOverrides: ({ defaultJobsCollection }): CollectionConfig => ({
    ...defaultJobsCollection,
    labels: { singular: 'Job', plural: 'Jobs (lead e-mails and webhooks)' },
    admin: {
      ...defaultJobsCollection.admin,
      hidden: false,
      group: 'Admin',
      defaultColumns: ['taskSlug', 'input', 'completedAt', 'hasError', 'totalTried', 'createdAt'],
    },
    // Admins only: a webhook delivery's input and log hold the webhook's URL, often a credential.
    access: {
      read: isAdmin,
      create: isAdmin,
      update: isAdmin,
      delete: isAdmin,
    },
  }),
}
